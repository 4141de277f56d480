import axe from 'axe-core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithServices } from '@test/support/render';
import { DeferredAccountVmProvider } from '../../account/account-context';
import type { AccountVm } from '../../account/account-vm-types';
import { Services } from '../../../shared/services/service-tokens';
import { PASS_ACTIVE_MESSAGE, PurchaseReturn } from './purchase-return';
import { createStreamWorld } from '../testing/stream-world';
import { renderStream, servicesFor } from '../testing/render-stream';

function WhereAmI() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}
const show = (account: Parameters<typeof renderStream>[1]['account'], route = '/live?purchase=success&team=women#player') => {
  const services = servicesFor(account);
  const view = renderStream(<><PurchaseReturn /><WhereAmI /></>, { account, route, services });
  return { ...view, interfaceVm: services.get(Services.interfaceVm) };
};

describe('PurchaseReturn', () => {
  it('removes ?purchase=success (keeping the rest), refreshes entitlements and says the pass is active', async () => {
    const world = createStreamWorld({ signedIn: true });
    world.buy('pkg-live-monthly');
    const { interfaceVm } = show(world.account);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/live?team=women#player'));
    await waitFor(() => expect(interfaceVm.state.accountNotification).toEqual({ display: true, message: PASS_ACTIVE_MESSAGE }));
    expect(world.account.calls.filter((c) => c === 'refreshEntitlements')).toHaveLength(1);
    expect(world.account.state.entitlements).toEqual(['uztv-live']);
  });

  it('does nothing without the parameter', async () => {
    const world = createStreamWorld({ signedIn: true });
    const { interfaceVm } = show(world.account, '/live?team=women');
    await act(async () => { await new Promise((r) => setTimeout(r, 10)); });
    expect(world.account.calls).not.toContain('refreshEntitlements');
    expect(interfaceVm.state.accountNotification.display).toBe(false);
  });

  it('waits for the session restore, then refreshes once', async () => {
    const world = createStreamWorld({ status: 'restoring' });
    world.buy('pkg-audio-season');
    const { interfaceVm } = show(world.account);
    await act(async () => { await new Promise((r) => setTimeout(r, 10)); });
    expect(world.account.calls).not.toContain('refreshEntitlements');
    act(() => { world.account.state.status = 'signed-in'; });
    await waitFor(() => expect(interfaceVm.state.accountNotification.message).toBe(PASS_ACTIVE_MESSAGE));
    expect(world.account.calls.filter((c) => c === 'refreshEntitlements')).toHaveLength(1);
  });

  it("when the pass has not arrived yet, says it may take a moment and offers 'Refresh my access'", async () => {
    const user = userEvent.setup();
    const world = createStreamWorld({ signedIn: true });
    const { container, interfaceVm } = show(world.account);
    expect(await screen.findByText(/It may take a moment for your pass to reach your account/)).toBeInTheDocument();
    const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations).toEqual([]);
    world.buy('pkg-match-2041');
    await user.click(screen.getByRole('button', { name: 'Refresh my access' }));
    await waitFor(() => expect(interfaceVm.state.accountNotification.message).toBe(PASS_ACTIVE_MESSAGE));
    expect(screen.queryByRole('button', { name: 'Refresh my access' })).not.toBeInTheDocument();
  });

  it('a fan whose session was lost is asked to sign in', async () => {
    const user = userEvent.setup();
    const { interfaceVm } = show(createStreamWorld().account);
    await user.click(await screen.findByRole('button', { name: 'Sign In Or Register' }));
    expect(interfaceVm.state.accountHeaderOpen).toBe(true);
  });

  it('the account VM arriving after first paint is waited for', async () => {
    const world = createStreamWorld({ signedIn: true });
    world.buy('pkg-live-monthly');
    let arrive: (vm: AccountVm) => void = () => {};
    const load = () => new Promise<AccountVm>((resolve) => { arrive = resolve; });
    const { services } = renderWithServices(
      <DeferredAccountVmProvider load={load}><PurchaseReturn /><WhereAmI /></DeferredAccountVmProvider>,
      { route: '/live?purchase=success' },
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/live$/));
    expect(world.account.calls).not.toContain('refreshEntitlements');
    await act(async () => { arrive(world.account); });
    await waitFor(() => expect(services.get(Services.interfaceVm).state.accountNotification.message).toBe(PASS_ACTIVE_MESSAGE));
    expect(world.account.calls.filter((c) => c === 'refreshEntitlements')).toHaveLength(1);
  });
});
