import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { renderWithServices } from '@test/support/render';
import { createMemoryServices } from '@test/support/memory-services';
import { AccountVmProvider } from '../../account/account-context';
import type { FakeAccountVm } from '../../account/testing/fake-account-vm';
import type { ServiceLocator } from '../../../shared/services/service-tokens';

type Overrides = Parameters<typeof createMemoryServices>[0];

/**
 * Tests only: `ui` inside the services, a router at `route` (under `paths` when given),
 * <main> as in the site layout, and the account view model (null: accounts still loading).
 * Without `services`, in-memory services whose stream service is the account's.
 */
export function renderStream(
  ui: ReactElement,
  {
    account,
    route = '/',
    paths,
    services,
    overrides,
  }: {
    readonly account: FakeAccountVm | null;
    readonly route?: string;
    readonly paths?: readonly string[];
    readonly services?: ServiceLocator;
    /** single services replaced in the in-memory ones (when `services` is not given) */
    readonly overrides?: Overrides;
  },
) {
  const routed = paths ? (
    <Routes>
      {paths.map((p) => (
        <Route key={p} path={p} element={ui} />
      ))}
    </Routes>
  ) : (
    ui
  );
  const body = <main>{routed}</main>;
  return renderWithServices(
    account ? (
      <AccountVmProvider vm={account} start={false}>
        {body}
      </AccountVmProvider>
    ) : (
      body
    ),
    { route, services: services ?? servicesFor(account, overrides) },
  );
}

/** in-memory services over the account's stream service, as the app attaches it (null: a guest's) */
export function servicesFor(account: FakeAccountVm | null, overrides: Overrides = {}): ServiceLocator {
  return createMemoryServices({ ...(account ? { stream: account.stream } : {}), ...overrides });
}
