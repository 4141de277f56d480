import { Ports } from '@core';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createMemoryServices } from '@test/support/memory-services';
import type { InterfaceAction } from '@core';
import { AccountVmProvider } from '../../account/account-context';
import { demoUser, type FakeAccountVm } from '../../account/testing/fake-account-vm';
import { ServicesProvider } from '../../../shared/services/services-context';

import { createInterfaceVm } from '../../../app-shell/interface-vm';
import '../../../shared/styles/global.css';

/**
 * Stories only: in-memory services (the interface state after `actions`), a router at
 * `route` (under `paths`), <main> as in the site layout, and the account view model
 * (null: the accounts code has not arrived yet). `leftForCheckout`: this tab remembers the
 * demo fan leaving for the checkout with these entitlements (what a click on Buy does).
 */
export function StreamStoryFrame({
  account,
  route = '/',
  paths,
  actions = [],
  leftForCheckout,
  children,
}: {
  readonly account: FakeAccountVm | null;
  readonly route?: string;
  readonly paths?: readonly string[];
  readonly actions?: readonly InterfaceAction[];
  readonly leftForCheckout?: readonly string[];
  readonly children: ReactNode;
}) {
  const [services] = useState(() => {
    const interfaceVm = createInterfaceVm();
    actions.forEach((a) => interfaceVm.dispatch(a));
    const made = createMemoryServices({ interfaceVm, ...(account ? { stream: account.stream } : {}) });
    if (leftForCheckout)
      made
        .get(Ports.purchaseMemo)
        .write({ ssoID: demoUser.ssoID, entitlements: [...leftForCheckout], atMs: made.get(Ports.clock).now() });
    return made;
  });
  const routed = paths ? (
    <Routes>
      {paths.map((p) => (
        <Route key={p} path={p} element={children} />
      ))}
    </Routes>
  ) : (
    children
  );
  const body = (
    <main id="main" tabIndex={-1}>
      {routed}
    </main>
  );
  return (
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={[route]}>
        {account ? (
          <AccountVmProvider vm={account} start={false}>
            {body}
          </AccountVmProvider>
        ) : (
          body
        )}
      </MemoryRouter>
    </ServicesProvider>
  );
}
