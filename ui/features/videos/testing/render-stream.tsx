import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { renderWithServices } from '@test/support/render';
import { AccountVmProvider } from '../../account/account-context';
import type { AccountVm } from '../../account/account-vm-types';
import type { ServiceLocator } from '../../../shared/services/service-tokens';

/**
 * Tests only: `ui` inside the services, a router at `route` (under `paths` when given),
 * <main> as in the site layout, and the account view model (null: accounts still loading).
 */
export function renderStream(ui: ReactElement, { account, route = '/', paths, services }: {
  readonly account: AccountVm | null;
  readonly route?: string;
  readonly paths?: readonly string[];
  readonly services?: ServiceLocator;
}) {
  const routed = paths ? <Routes>{paths.map((p) => <Route key={p} path={p} element={ui} />)}</Routes> : ui;
  const body = <main>{routed}</main>;
  return renderWithServices(
    account ? <AccountVmProvider vm={account} start={false}>{body}</AccountVmProvider> : body,
    { route, ...(services ? { services } : {}) },
  );
}
