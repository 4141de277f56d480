import {
  createAdvertMemory, createAnalyticsMemory, createHttpActivityMemory, createImageMemory, createNewsMemory,
  createPagesMemory, createPromoMemory, createSearchMemory, createSponsorMemory, createWebSettingsMemory,
} from '@adapters/memory/index';
import { createVideoMemory } from '@adapters/memory/video/video-memory';
import { createTeamMemory } from '@adapters/memory/team/team-memory';
import { createMemoryMatchPort } from '@adapters/memory/match/memory-match-port';
import type { PortFactories } from './service-bindings';

/**
 * Every service port in memory over the seeded demo content: the site runs with no
 * services at all (UZFC_ADAPTERS=memory). Loaded as its own chunk, so the default
 * HTTP build never downloads the seed.
 */
export function memoryBindings(): PortFactories {
  return {
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
    matches: () => createMemoryMatchPort(),
  };
}
