import { useState, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { StreamPort, VideoPort } from '@core';
import { createMemoryServices } from '@test/support/memory-services';
import { AccountVmProvider } from '../../account/account-context';
import { createFakeAccountVm, createSignedInFakeAccountVm } from '../../account/fake-account-vm';
import { ServicesProvider } from '../../../shared/services/services-context';
import { samplePlans } from '../subscriptions/sample-plans';
import '../../../shared/styles/global.css';
import { fixedStreamPort } from './fixed-stream-port';
import { fixedVideoPort, fixtureVideoConfig, silentVideoPort } from './video-fixtures';

/** What the catalogue does in a story. */
export type CatalogueMode = 'ready' | 'loading' | 'error' | 'empty';
/** Who is looking: no accounts yet, a guest, a fan whose session is being checked, a signed-in fan. */
export type Viewer = 'none' | 'guest' | 'checking' | 'signed-in';
export type PackagesMode = 'ready' | 'empty' | 'error' | 'loading';

function catalogue(mode: CatalogueMode): VideoPort {
  if (mode === 'loading') return silentVideoPort();
  if (mode === 'empty') return fixedVideoPort([], { ...fixtureVideoConfig, faqs: [] });
  const port = fixedVideoPort();
  if (mode === 'error') port.failWith('SERVICE.UNAVAILABLE');
  return port;
}

function stream(mode: PackagesMode): StreamPort {
  if (mode === 'loading') return fixedStreamPort('never');
  if (mode === 'empty') return fixedStreamPort('STREAM.NO_PACKAGES');
  if (mode === 'error') return fixedStreamPort('STREAM.CONNECTION_FAILED');
  return fixedStreamPort(samplePlans);
}

/**
 * Stories only: a video page at `route`, inside <main> as on the site, over the fixed
 * catalogue in the given mode, seen by the given viewer.
 */
export function VideoPageStory({ page, route, paths, mode = 'ready', viewer = 'guest', packages = 'ready' }: {
  page: ReactElement;
  route: string;
  paths: readonly string[];
  mode?: CatalogueMode;
  viewer?: Viewer;
  packages?: PackagesMode;
}) {
  const [services] = useState(() => createMemoryServices({ video: catalogue(mode) }));
  const [account] = useState(() => {
    if (viewer === 'none') return null;
    const options = { stream: stream(packages) };
    if (viewer === 'signed-in') return createSignedInFakeAccountVm(options);
    return createFakeAccountVm({ ...options, state: { status: viewer === 'checking' ? 'restoring' : 'signed-out' } });
  });
  const routes = <Routes>{paths.map((p) => <Route key={p} path={p} element={page} />)}</Routes>;
  return (
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={[route]}>
        <main id="main" tabIndex={-1}>
          {account ? <AccountVmProvider vm={account} start={false}>{routes}</AccountVmProvider> : routes}
        </main>
      </MemoryRouter>
    </ServicesProvider>
  );
}
