import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import type { ImagePort, VideoPort } from '@core';
import { AccountVmProvider } from '../../account/account-context';
import type { FakeAccountVm } from '../../account/testing/fake-account-vm';
import { renderPage } from '../../../shared/testing/render-page';
import { catalogueMemory } from './catalogue-memory';
import { servicesFor } from './render-stream';

/** image addresses that name their key, so a test can see which image a card asked for */
export const namedImages: ImagePort = { url: (key, w, h) => `/img/${key || 'none'}/${w}x${h}` };

/** the router's current address, for tests of filters that live in the URL */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div hidden data-testid="location">{`${pathname}${search}`}</div>;
}

/**
 * Renders a video page at `route` over the fixed catalogue (or `video`), optionally inside an
 * account view model; returns the services and the port so a test can fail or hold it.
 */
export function renderVideoPage(
  page: ReactElement,
  {
    route,
    paths,
    video = catalogueMemory(),
    account,
  }: {
    route: string;
    paths: readonly string[];
    video?: VideoPort;
    account?: FakeAccountVm;
  },
) {
  const services = servicesFor(account ?? null, { video, images: namedImages });
  const inner = (
    <>
      {page}
      <LocationProbe />
    </>
  );
  const element = account ? (
    <AccountVmProvider vm={account} start={false}>
      {inner}
    </AccountVmProvider>
  ) : (
    inner
  );
  return { ...renderPage(element, { route, paths, services }), video };
}

export const currentLocation = () => document.querySelector('[data-testid="location"]')?.textContent ?? '';
