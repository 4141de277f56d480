import {
  createAdvertMemory, createAnalyticsMemory, createConsentStoreMemory, createFixedClock, createHttpActivityMemory, createImageMemory,
  createNewsMemory, createPagesMemory, createPromoMemory, createSearchMemory, createSeededRandom, createSeenPromosMemory,
  createSponsorMemory, createTagManagerMemory, createWebSettingsMemory,
} from '@adapters/memory/index';
import { createVideoMemory } from '@adapters/memory/video/video-memory';
import { createStreamMemory } from '@adapters/memory/stream/stream-memory';
import { makeLoadPackages, makeLoadVideoDetail, makeOpenStream, type StreamPort, type VideoPort } from '@core';
import { Services, type ServiceLocator, type ServiceToken } from '@ui/shared/services/service-tokens';
import { UseCases } from '@ui/shared/services/use-case-tokens';
import { createInterfaceVm } from '@ui/app-shell/interface-vm';
import { makeLoadFooterCommercial } from '@core/commercial/load-footer-commercial';
import { makeLoadMenus, makeLoadWebSettings } from '@core/shell/load-shell-data';

export type ServiceKey = keyof typeof Services;
type Bound = { [K in ServiceKey]: (typeof Services)[K] extends ServiceToken<infer T> ? T : never };

/** Every token bound to a fresh in-memory service; the clock is fixed inside the demo season. */
function defaults(): Bound {
  return {
    news: createNewsMemory(),
    pages: createPagesMemory(),
    webSettings: createWebSettingsMemory(),
    sponsors: createSponsorMemory(),
    adverts: createAdvertMemory(),
    promos: createPromoMemory(),
    seenPromos: createSeenPromosMemory(),
    analytics: createAnalyticsMemory(),
    tagManager: createTagManagerMemory(),
    search: createSearchMemory(),
    video: createVideoMemory(),
    // a guest's stream service (no token); tests of a fan pass the fake account's own
    stream: createStreamMemory({ accessToken: () => undefined, whoIs: () => undefined }),
    images: createImageMemory(),
    httpActivity: createHttpActivityMemory(),
    consent: createConsentStoreMemory(),
    clock: createFixedClock(),
    random: createSeededRandom(),
    interfaceVm: createInterfaceVm(),
  };
}

/**
 * A ServiceLocator over in-memory adapters for component tests and stories.
 * `overrides` replaces single services, e.g. `{ news: createNewsMemory(undefined, { fail: 'SERVICE.UNAVAILABLE' }) }`.
 * Each call builds everything afresh, so tests never share state.
 */
export function createMemoryServices(overrides: Partial<Record<ServiceKey, unknown>> = {}): ServiceLocator {
  const bound: Record<string, unknown> = { ...defaults(), ...overrides };
  const byToken = new Map<symbol, unknown>(
    (Object.keys(Services) as ServiceKey[]).map((key) => [Services[key], bound[key]]),
  );
  const port = <K extends ServiceKey>(key: K) => bound[key] as Bound[K];

  // ---- accounts and shell use cases (as app/container/use-case-bindings.ts binds them) ----
  byToken.set(UseCases.loadWebSettings, makeLoadWebSettings({ webSettings: port('webSettings') }));
  byToken.set(UseCases.loadMenus, makeLoadMenus({ pages: port('pages') }));
  byToken.set(UseCases.loadFooterCommercial, makeLoadFooterCommercial({ sponsors: port('sponsors'), adverts: port('adverts'), clock: port('clock') }));

  for (const [token, useCase] of useCasesOver(bound)) byToken.set(token, useCase);
  return {
    get<T>(token: ServiceToken<T>): T {
      if (!byToken.has(token)) throw new Error(`createMemoryServices: nothing bound to ${String(token)}`);
      return byToken.get(token) as T;
    },
  };
}

/**
 * The use cases, bound over the ports above as app/container/use-case-bindings.ts binds
 * them over the real ones (so an override of a port reaches its use cases).
 */
function useCasesOver(bound: Record<string, unknown>): [symbol, unknown][] {
  const stream = bound.stream as StreamPort;
  const video = bound.video as VideoPort;
  return [
    // ---- video catalogue, playback, subscriptions ----
    [UseCases.loadPackages, makeLoadPackages({ stream })],
    [UseCases.openStream, makeOpenStream({ stream })],
    [UseCases.loadVideoDetail, makeLoadVideoDetail({ video })],
  ];
}
