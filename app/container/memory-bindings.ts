import {
  createAdvertMemory,
  createAnalyticsMemory,
  createHttpActivityMemory,
  createImageMemory,
  createNewsMemory,
  createPagesMemory,
  createPromoMemory,
  createSearchMemory,
  createSponsorMemory,
  createWebSettingsMemory,
} from '@adapters/memory/index';
import { createVideoMemory } from '@adapters/memory/video/video-memory';
import { createTeamMemory } from '@adapters/memory/team/team-memory';
import { createMemoryMatchServices } from '@adapters/memory/match/memory-match-services';
import type { PortFactories } from './service-bindings';

/**
 * Every service port in memory over the seeded demo content: the site runs with no
 * services at all (UZFC_ADAPTERS=memory). Loaded as its own chunk, so the default
 * HTTP build never downloads the seed.
 */
export function memoryBindings(): PortFactories {
  // the fixtures and the live feed answer from one seed, anchored when first asked for
  let match: ReturnType<typeof createMemoryMatchServices> | undefined;
  const matchServices = () => (match ??= createMemoryMatchServices());
  return {
    matches: () => matchServices().matches,
    matchFeed: () => matchServices().matchFeed,
    httpActivity: createHttpActivityMemory,
    news: () => createNewsMemory(),
    pages: () => createPagesMemory(),
    webSettings: () => createWebSettingsMemory(),
    sponsors: () => createSponsorMemory(),
    adverts: () => createAdvertMemory(),
    promos: () => createPromoMemory(),
    search: () => createSearchMemory(),
    video: () => createVideoMemory(),
    analytics: () => createAnalyticsMemory(),
    images: () => createImageMemory(),
    teams: () => createTeamMemory(),
  };
}
