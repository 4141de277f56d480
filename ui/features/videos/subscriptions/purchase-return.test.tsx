import { Ports } from '@core';
import axe from 'axe-core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithServices } from '@test/support/render';
import { createMemoryServices } from '@test/support/memory-services';
import { DeferredAccountVmProvider } from '../../account/account-context';
import type { AccountVm } from '../../account/account-vm-types';
import { demoUser } from '../../account/testing/fake-account-vm';
import { ViewModels } from '../../../shared/services/service-tokens';
import { PASS_ACTIVE_MESSAGE, PurchaseReturn } from './purchase-return';
import { createStreamWorld } from '../testing/stream-world';
import { renderStream, servicesFor } from '../testing/render-stream';

function WhereAmI() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}
const show = (
  account: Parameters<typeof renderStream>[1]['account'],
  route = '/live?purchase=success&team=women#player',
  leftForCheckoutWith?: string[],
) => {
  const services = servicesFor(account);
  // what the Buy click remembers in this tab before the checkout (a full page load away)
  if (leftForCheckoutWith)
    services
      .get(Ports.purchaseMemo)
      .write({ ssoID: demoUser.ssoID, entitlements: leftForCheckoutWith, atMs: services.get(Ports.clock).now() });
  const view = renderStream(
    <>
      <PurchaseReturn />
      <WhereAmI />
    </>,
    { account, route, services },
  );
  return { ...view, interfaceVm: services.get(ViewModels.interfaceVm), services };
};
const settleALittle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 10));
  });

describe('PurchaseReturn', () => {
  it('removes ?purchase=success (keeping the rest), refreshes entitlements and says the pass is active', async () => {
    const world = createStreamWorld({ signedIn: true });
    world.buy('pkg-live-monthly');
    const { interfaceVm } = show(world.account);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/live?team=women#player'));
    await waitFor(() =>
      expect(interfaceVm.state.accountNotification).toEqual({ display: true, message: PASS_ACTIVE_MESSAGE }),
    );
    expect(world.account.calls.filter((c) => c === 'refreshEntitlements')).toHaveLength(1);
    expect(world.account.state.entitlements).toEqual(['uztv-live']);
  });

  it('does nothing without the parameter', async () => {
    const world = createStreamWorld({ signedIn: true });
    const { interfaceVm } = show(world.account, '/live?team=women');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(world.account.calls).not.toContain('refreshEntitlements');
    expect(interfaceVm.state.accountNotification.display).toBe(false);
  });

  it('back from the checkout with a full page load: waits for the session restore, then thanks because a pass arrived since the click on Buy', async () => {
    const world = createStreamWorld({ status: 'restoring' });
    world.buy('pkg-audio-season');
    const { interfaceVm, services } = show(world.account, undefined, []);
    await settleALittle();
    expect(world.account.calls).not.toContain('refreshEntitlements');
    act(() => {
      world.account.state.status = 'signed-in';
      world.account.state.user = demoUser;
    });
    await waitFor(() => expect(interfaceVm.state.accountNotification.message).toBe(PASS_ACTIVE_MESSAGE));
    expect(world.account.calls.filter((c) => c === 'refreshEntitlements')).toHaveLength(1);
    // one return per click on Buy
    expect(services.get(Ports.purchaseMemo).read()).toBeNull();
  });

  it('a fan who already held passes and opens the return address (no click on Buy) is not thanked', async () => {
    const world = createStreamWorld({ status: 'restoring', entitlements: ['uztv-live'] });
    const { interfaceVm } = show(world.account);
    act(() => {
      world.account.state.status = 'signed-in';
      world.account.state.user = demoUser;
      world.account.state.entitlements = ['uztv-live'];
    });
    await waitFor(() => expect(world.account.calls).toContain('refreshEntitlements'));
    await settleALittle();
    expect(interfaceVm.state.accountNotification.display).toBe(false);
    expect(screen.queryByText(/thank/i)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/live?team=women#player'));
  });

  it("when no new pass has arrived, says so honestly (no thanks) and offers 'Refresh my access'", async () => {
    const user = userEvent.setup();
    const world = createStreamWorld({ signedIn: true });
    const { container, interfaceVm } = show(world.account);
    expect(await screen.findByText('Your new pass has not reached your account yet.')).toBeInTheDocument();
    expect(screen.queryByText(/thank/i)).not.toBeInTheDocument();
    const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations).toEqual([]);
    world.buy('pkg-match-2041');
    await user.click(screen.getByRole('button', { name: 'Refresh my access' }));
    await waitFor(() => expect(interfaceVm.state.accountNotification.message).toBe(PASS_ACTIVE_MESSAGE));
    expect(screen.queryByRole('button', { name: 'Refresh my access' })).not.toBeInTheDocument();
  });

  it('a guest opening the return address is never thanked: the address is cleaned and nothing is said', async () => {
    const world = createStreamWorld();
    const { interfaceVm } = show(world.account, '/live?purchase=success');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/live$/));
    await settleALittle();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(interfaceVm.state.accountNotification.display).toBe(false);
    expect(world.account.calls).not.toContain('refreshEntitlements');
  });

  it('a fan who left for the checkout signed in and came back signed out is asked to sign in, without thanks', async () => {
    const user = userEvent.setup();
    const { interfaceVm } = show(createStreamWorld().account, undefined, []);
    expect(
      await screen.findByText('If you bought a pass, sign in to start watching and listening with it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/thank/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In Or Register' }));
    expect(interfaceVm.state.accountHeaderOpen).toBe(true);
  });

  it('the account VM arriving after first paint is waited for', async () => {
    const world = createStreamWorld({ signedIn: true });
    world.buy('pkg-live-monthly');
    let arrive: (vm: AccountVm) => void = () => {};
    const load = () =>
      new Promise<AccountVm>((resolve) => {
        arrive = resolve;
      });
    const services = createMemoryServices();
    services
      .get(Ports.purchaseMemo)
      .write({ ssoID: demoUser.ssoID, entitlements: [], atMs: services.get(Ports.clock).now() });
    renderWithServices(
      <DeferredAccountVmProvider load={load}>
        <PurchaseReturn />
        <WhereAmI />
      </DeferredAccountVmProvider>,
      { route: '/live?purchase=success', services },
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/live$/));
    expect(world.account.calls).not.toContain('refreshEntitlements');
    await act(async () => {
      arrive(world.account);
    });
    await waitFor(() =>
      expect(services.get(ViewModels.interfaceVm).state.accountNotification.message).toBe(PASS_ACTIVE_MESSAGE),
    );
    expect(world.account.calls.filter((c) => c === 'refreshEntitlements')).toHaveLength(1);
  });
});
