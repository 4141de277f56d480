// The in-memory adapters: one per port, over a deterministic seed.
export { createNewsMemory, type NewsSeed } from './news-memory';
export { createPagesMemory, type PagesSeed } from './pages-memory';
export { createWebSettingsMemory } from './web-settings-memory';
export { createSponsorMemory, type SponsorSeed } from './sponsor-memory';
export { createAdvertMemory } from './advert-memory';
export { createPromoMemory, createSeenPromosMemory } from './promo-memory';
export { createSearchMemory } from './search-memory';
export { createAnalyticsMemory, createTagManagerMemory } from './analytics-memory';
export { createImageUrlsMemory, drawKey } from './image-urls-memory';
export { createConsentMemory, type MemoryCookieConsent } from './consent-memory';
export { createHttpActivityMemory } from './http-activity-memory';
export { createFixedClock, createSeededRandom } from './clock-random-memory';
export { memoryBehaviour, type MemoryControls, type MemoryOptions } from './memory-behaviour';
export { memorySeed, memorySeedNowMs, type MemorySeed } from './seed';
