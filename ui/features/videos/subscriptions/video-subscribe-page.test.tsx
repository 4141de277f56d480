import { Ports } from '@core';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewModels } from '../../../shared/services/service-tokens';
import { expectNoAxeViolations } from '../../../shared/testing/render-page';
import { createStreamWorld, hostilePackages } from '../testing/stream-world';
import { renderVideoPage } from '../testing/render-video-page';
import VideoSubscribePage from './video-subscribe-page';

const paths = ['/videos/sub'];
const back = encodeURIComponent(`${window.location.origin}/videos/sub?purchase=success`);

describe('video subscribe page', () => {
  it('a signed-in fan chooses a package: sanitised bodies, Buy links to the checkout that return here', async () => {
    const { account } = createStreamWorld({ signedIn: true, packages: hostilePackages });
    const { container, services } = renderVideoPage(<VideoSubscribePage />, { route: '/videos/sub', paths, account });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a subscription' })).toBeInTheDocument();
    const monthly = await screen.findByRole('article', { name: 'UZTV Live Monthly Pass' });
    expect(within(monthly).getByText('Watch')).toBeInTheDocument();
    expect(within(monthly).getByRole('link', { name: 'Buy - £9.99 p/m' })).toHaveAttribute(
      'href',
      `https://stream.uzfc.example/checkout/pkg-live-monthly?redirect_uri=${back}`,
    );
    const audio = screen.getByRole('article', { name: 'Seasonal Audio Commentary' });
    expect(within(audio).getByText('Listen')).toBeInTheDocument();
    expect(within(audio).getByRole('link', { name: 'Buy - £45.00' })).toBeInTheDocument();
    expect(audio.querySelector('script, [onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'View Subscriptions' })).toHaveAttribute(
      'href',
      account.links.subscriptions,
    );
    expect(screen.queryByRole('heading', { name: /Sign in or register/ })).not.toBeInTheDocument();
    expect(document.title).toBe('Choose a subscription | UZFC');
    expect(services.get(ViewModels.interfaceVm).state.headerStyle).toBe('solid');
    const nav = screen.getByRole('navigation', { name: 'UZTV sections' });
    expect(within(nav).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(container);
  });

  it('following a Buy link remembers what the fan holds, so the return can thank only for a pass that arrived', async () => {
    const { account } = createStreamWorld({ signedIn: true, entitlements: ['uztv-audio'] });
    const { services } = renderVideoPage(<VideoSubscribePage />, { route: '/videos/sub', paths, account });
    const buy = await screen.findByRole('link', { name: 'Buy - £9.99 p/m' });
    services.get(ViewModels.interfaceVm).dispatch({ type: 'cookies/acceptAll' });
    // jsdom cannot leave for the checkout: the click is kept on the page
    document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    fireEvent.click(buy);
    expect(services.get(Ports.purchaseMemo).read()).toEqual({
      ssoID: account.state.user?.ssoID,
      entitlements: ['uztv-audio'],
      atMs: services.get(Ports.clock).now(),
    });
    // and, with analytics consent, the checkout start is counted
    const pushed = (services.get(Ports.tagManager) as unknown as { events: { action: string }[] }).events;
    expect(pushed.map((e) => e.action)).toEqual(['checkout-started']);
  });

  it('a guest is asked to sign in (login and register) and sees the packages without Buy links', async () => {
    const { account } = createStreamWorld();
    const { container } = renderVideoPage(<VideoSubscribePage />, { route: '/videos/sub', paths, account });
    const prompt = screen.getByRole('region', { name: 'Sign in or register to subscribe now' });
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', account.links.login);
    expect(within(prompt).getByRole('link', { name: 'Register' })).toHaveAttribute('href', account.links.register);
    expect(await screen.findByRole('article', { name: 'UZTV Live Monthly Pass' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Buy - / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Subscriptions' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('without accounts (not loaded yet) the guest prompt opens the login prompt', async () => {
    const user = userEvent.setup();
    const { services, container } = renderVideoPage(<VideoSubscribePage />, { route: '/videos/sub', paths });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(services.get(ViewModels.interfaceVm).state.loginPrompt.message).toBe('Sign in or register to subscribe now');
    await expectNoAxeViolations(container);
  });

  it("while the session is checked it says so; 'No packages available' when there are none", async () => {
    const { account } = createStreamWorld({ status: 'restoring', packages: [] });
    renderVideoPage(<VideoSubscribePage />, { route: '/videos/sub', paths, account });
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Checking your account');
    expect(await screen.findByText('No packages available')).toBeInTheDocument();
  });

  it('a failure shows the catalogued stream error; Try again asks again', async () => {
    const user = userEvent.setup();
    const { account, stream } = createStreamWorld({ signedIn: true });
    stream.setFailing(true);
    renderVideoPage(<VideoSubscribePage />, { route: '/videos/sub', paths, account });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was a problem connecting to the video service');
    stream.setFailing(false);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'UZTV Live Monthly Pass' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('back from the checkout, the Buy links still return to the page itself (the site-wide purchase return refreshes access)', async () => {
    const { account } = createStreamWorld({ signedIn: true });
    renderVideoPage(<VideoSubscribePage />, { route: '/videos/sub?purchase=success', paths, account });
    const link = await screen.findByRole('link', { name: 'Buy - £10.00' });
    expect(link.getAttribute('href')).toContain(`redirect_uri=${back}`);
  });
});
