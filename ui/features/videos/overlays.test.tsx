import axe from 'axe-core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryVideoConfig } from '@adapters/memory/video/video-memory-seed';
import { createInterfaceVm } from '../../app-shell/interface-vm';
import { installFakeMedia, type FakeMedia } from './testing/fake-media';
import AudioPlayerOverlay from './audio/audio-player-overlay';
import PackagesOverlay from './subscriptions/packages-overlay';
import { createStreamWorld } from './testing/stream-world';
import { renderStream } from './testing/render-stream';
import UpgradePromoOverlay from './subscriptions/upgrade-promo-overlay';

const axeClean = async (container: HTMLElement) => {
  const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(r.violations).toEqual([]);
};
/** an interface state that starts with `open` applied, to override the services' one */
function servicesWith(...open: Parameters<ReturnType<typeof createInterfaceVm>['dispatch']>[0][]) {
  const interfaceVm = createInterfaceVm();
  open.forEach((a) => interfaceVm.dispatch(a));
  return { overrides: { interfaceVm }, interfaceVm };
}

let media: FakeMedia;
beforeEach(() => {
  media = installFakeMedia();
});
afterEach(() => media.restore());

describe('PackagesOverlay', () => {
  it('renders nothing while closed', () => {
    const { container } = renderStream(<PackagesOverlay />, { account: createStreamWorld().account });
    expect(container.querySelector('[role="dialog"]')).toBeNull();
  });

  it('a signed-in fan sees the packages; each Buy link goes to the checkout with the way back here', async () => {
    const { overrides, interfaceVm } = servicesWith({ type: 'packages/open' });
    const world = createStreamWorld({ signedIn: true });
    const { container } = renderStream(<PackagesOverlay />, { account: world.account, overrides });
    const dialog = await screen.findByRole('dialog', { name: 'Choose a subscription' });
    expect(within(dialog).getByText('Watch and listen to live matches and video-on-demand')).toBeInTheDocument();
    const monthly = await within(dialog).findByRole('link', { name: 'Buy - £9.99 p/m' });
    const href = new URL(monthly.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://stream.uzfc.example/checkout/pkg-live-monthly');
    const back = new URL(href.searchParams.get('redirect_uri')!);
    expect(back.origin).toBe(window.location.origin);
    expect(back.searchParams.get('purchase')).toBe('success');
    expect(within(dialog).getByRole('link', { name: 'Buy - £45.00' })).toBeInTheDocument();
    await axeClean(container);
    await userEvent.setup().keyboard('{Escape}');
    expect(interfaceVm.state.showPackages).toBe(false);
  });

  it('a signed-out fan is asked to sign in first, which opens the account panel', async () => {
    const user = userEvent.setup();
    const { overrides, interfaceVm } = servicesWith({ type: 'packages/open' });
    const { container } = renderStream(<PackagesOverlay />, { account: createStreamWorld().account, overrides });
    const dialog = await screen.findByRole('dialog', { name: 'Choose a subscription' });
    expect(within(dialog).getByText('Watch and listen to UZFC games live')).toBeInTheDocument();
    await within(dialog).findByRole('article', { name: 'UZTV Live Monthly Pass' });
    expect(within(dialog).queryByRole('link', { name: /^Buy/ })).not.toBeInTheDocument();
    await axeClean(container);
    await user.click(within(dialog).getByRole('button', { name: 'Sign In Or Register' }));
    expect(interfaceVm.state.showPackages).toBe(false);
    expect(interfaceVm.state.accountHeaderOpen).toBe(true);
  });

  it("no packages is 'No packages available'; a failure is catalogued with a retry", async () => {
    const { overrides } = servicesWith({ type: 'packages/open' });
    renderStream(<PackagesOverlay />, {
      account: createStreamWorld({ signedIn: true, packages: [] }).account,
      overrides,
    });
    expect(await screen.findByText('No packages available')).toBeInTheDocument();
  });

  it('waits for the accounts code, showing loading', async () => {
    const { overrides } = servicesWith({ type: 'packages/open' });
    renderStream(<PackagesOverlay />, { account: null, overrides });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading packages');
  });
});

describe('UpgradePromoOverlay', () => {
  it('learn more opens the packages and closes the promo; close dismisses it', async () => {
    const user = userEvent.setup();
    const { overrides, interfaceVm } = servicesWith({ type: 'upgradePromo/open' });
    const { container } = renderStream(<UpgradePromoOverlay />, { account: null, overrides });
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'To access this content you must be subscribed to a UZTV Live package.',
    );
    await axeClean(container);
    await user.click(screen.getByRole('button', { name: 'View Packages' }));
    expect(interfaceVm.state).toMatchObject({ showPackages: true, upgradePromo: { display: false } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => interfaceVm.dispatch({ type: 'upgradePromo/open' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(interfaceVm.state.upgradePromo.display).toBe(false);
  });
});

describe('AudioPlayerOverlay', () => {
  const openAudio = {
    type: 'audio/open',
    entryID: 'live-audio',
    title: 'UZFC v Lowfield Rovers - Live Commentary',
  } as const;

  it('an audio subscriber hears the commentary; pause, play and close work', async () => {
    const user = userEvent.setup();
    const { overrides, interfaceVm } = servicesWith(openAudio);
    const world = createStreamWorld({ signedIn: true, entitlements: ['uztv-audio'] });
    const { container } = renderStream(<AudioPlayerOverlay />, { account: world.account, overrides });
    // the checking view and the player are different elements: query afresh each time
    const player = () => screen.getByRole('dialog', { name: 'UZFC v Lowfield Rovers - Live Commentary' });
    await waitFor(() => expect(container.querySelector('audio')?.getAttribute('src')).toMatch(/live-audio/));
    await waitFor(() => expect(within(player()).getByRole('status')).toHaveTextContent('Playing'));
    await axeClean(container);
    await user.click(within(player()).getByRole('button', { name: 'Pause' }));
    expect(within(player()).getByRole('status')).toHaveTextContent('Paused');
    await user.click(within(player()).getByRole('button', { name: 'Play' }));
    expect(within(player()).getByRole('status')).toHaveTextContent('Playing');
    await user.click(within(player()).getByRole('button', { name: 'Close' }));
    expect(interfaceVm.state.audioPlayer).toEqual({ entryID: '', modalOpen: false, currentTitle: '' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['a guest', createStreamWorld, 'Please Login to access this'],
    [
      'a fan with no subscriptions',
      () => createStreamWorld({ signedIn: true }),
      'Sorry but you do not have any subscriptions',
    ],
    [
      'a fan with another pass',
      () => createStreamWorld({ signedIn: true, entitlements: ['uztv-live'] }),
      'Sorry but you are not subscribed to this stream',
    ],
  ])('%s gets the audio status text and the support link', async (_who, make, text) => {
    const { overrides } = servicesWith(openAudio);
    const { container } = renderStream(<AudioPlayerOverlay />, { account: make().account, overrides });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: memoryVideoConfig.support.label })).toHaveAttribute(
      'href',
      memoryVideoConfig.support.href,
    );
    await axeClean(container);
  });

  it('a blocked account and an unknown status come from the service with their texts', async () => {
    const { account: blocked, stream } = createStreamWorld({ signedIn: true, entitlements: ['uztv-audio'] });
    stream.refusePlayback({ code: 'STREAM.PASS_REQUIRED', audioStatus: 3 });
    const { overrides } = servicesWith(openAudio);
    renderStream(<AudioPlayerOverlay />, { account: blocked, overrides });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account has been blocked by an administrator');
  });

  it('shows the problem text with the status for any other status', async () => {
    const { account: odd, stream } = createStreamWorld({ signedIn: true, entitlements: ['uztv-audio'] });
    stream.refusePlayback({ code: 'STREAM.PASS_REQUIRED', audioStatus: 7 });
    const { overrides } = servicesWith(openAudio);
    renderStream(<AudioPlayerOverlay />, { account: odd, overrides });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, there has been a problem accessing this stream (status 7)',
    );
  });

  it('closing returns focus to the Listen Live button that opened it', async () => {
    const user = userEvent.setup();
    const { overrides, interfaceVm } = servicesWith();
    renderStream(
      <>
        <button type="button" onClick={() => interfaceVm.dispatch(openAudio)}>
          Listen Live
        </button>
        <AudioPlayerOverlay />
      </>,
      { account: createStreamWorld({ signedIn: true, entitlements: ['uztv-audio'] }).account, overrides },
    );
    await user.click(screen.getByRole('button', { name: 'Listen Live' }));
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('Playing'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Listen Live' })).toHaveFocus();
  });

  it('is loading while the accounts code is not there yet, and Escape closes it', async () => {
    const user = userEvent.setup();
    const { overrides, interfaceVm } = servicesWith(openAudio);
    renderStream(<AudioPlayerOverlay />, { account: null, overrides });
    await screen.findByRole('dialog');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    const player = screen.getByRole('dialog');
    expect(within(player).getByRole('status')).toHaveTextContent('Loading');
    expect(within(player).getByRole('button', { name: 'Play' })).toBeDisabled();
    within(player).getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Escape}');
    expect(interfaceVm.state.audioPlayer.modalOpen).toBe(false);
  });
});
