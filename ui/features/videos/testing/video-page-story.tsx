import { useState, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { VideoPort } from '@core';
import { createStreamMemory, type MemoryStreamPort } from '@adapters/memory/stream/stream-memory';
import { createMemoryServices } from '@test/support/memory-services';
import { AccountVmProvider } from '../../account/account-context';
import { createFakeAccountVm, createSignedInFakeAccountVm } from '../../account/testing/fake-account-vm';
import { ServicesProvider } from '../../../shared/services/services-context';
import '../../../shared/styles/global.css';
import { checkoutPackages } from './stream-world';
import { catalogueConfig, catalogueMemory } from './catalogue-memory';

/** What the catalogue does in a story. */
export type CatalogueMode = 'ready' | 'loading' | 'error' | 'empty';
/** Who is looking: no accounts yet, a guest, a fan whose session is being checked, a signed-in fan. */
export type Viewer = 'none' | 'guest' | 'checking' | 'signed-in';
export type PackagesMode = 'ready' | 'empty' | 'error' | 'loading';

function catalogue(mode: CatalogueMode): VideoPort {
  if (mode === 'empty') return catalogueMemory({ videos: [], config: { ...catalogueConfig, faqs: [] } });
  const port = catalogueMemory();
  // held and never released: the loading state stays
  if (mode === 'loading') port.hold();
  if (mode === 'error') port.failWith('SERVICE.UNAVAILABLE');
  return port;
}

function stream(mode: PackagesMode): MemoryStreamPort {
  const port = createStreamMemory({ accessToken: () => undefined, whoIs: () => undefined, packages: checkoutPackages });
  if (mode === 'loading') port.hold();
  if (mode === 'empty') port.setPackages([]);
  if (mode === 'error') port.setFailing(true);
  return port;
}

/**
 * Stories only: a video page at `route`, inside <main> as on the site, over the in-memory
 * catalogue in the given mode, seen by the given viewer.
 */
export function VideoPageStory({
  page,
  route,
  paths,
  mode = 'ready',
  viewer = 'guest',
  packages = 'ready',
}: {
  page: ReactElement;
  route: string;
  paths: readonly string[];
  mode?: CatalogueMode;
  viewer?: Viewer;
  packages?: PackagesMode;
}) {
  const [packagesStream] = useState(() => stream(packages));
  const [services] = useState(() => createMemoryServices({ video: catalogue(mode), stream: packagesStream }));
  const [account] = useState(() => {
    if (viewer === 'none') return null;
    const options = { stream: packagesStream };
    if (viewer === 'signed-in') return createSignedInFakeAccountVm(options);
    return createFakeAccountVm({ ...options, state: { status: viewer === 'checking' ? 'restoring' : 'signed-out' } });
  });
  const routes = (
    <Routes>
      {paths.map((p) => (
        <Route key={p} path={p} element={page} />
      ))}
    </Routes>
  );
  return (
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={[route]}>
        <main id="main" tabIndex={-1}>
          {account ? (
            <AccountVmProvider vm={account} start={false}>
              {routes}
            </AccountVmProvider>
          ) : (
            routes
          )}
        </main>
      </MemoryRouter>
    </ServicesProvider>
  );
}
