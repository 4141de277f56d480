// The in-memory adapters: one per port, over a deterministic seed.
export { createNewsMemory, type NewsSeed } from './news/news-memory';
export { createPagesMemory, type PagesSeed } from './pages/pages-memory';
export { createWebSettingsMemory } from './web-settings/web-settings-memory';
export { createSponsorMemory, type SponsorSeed } from './sponsor/sponsor-memory';
export { createAdvertMemory } from './advert/advert-memory';
export { createPromoMemory, createSeenPromosMemory } from './promo/promo-memory';
export { createSearchMemory } from './search/search-memory';
export { createAnalyticsMemory, createTagManagerMemory } from './analytics/analytics-memory';
export { createImageMemory, drawKey } from './image/image-urls-memory';
export { createConsentStoreMemory, type MemoryCookieConsent } from './consent/consent-memory';
export { createHttpActivityMemory } from './http-activity/http-activity-memory';
export { createFixedClock, createSeededRandom } from './clock/clock-random-memory';
export { memoryBehaviour, type MemoryControls, type MemoryOptions } from './shared/memory-behaviour';
export { memorySeed, memorySeedNowMs, type MemorySeed } from './seed';
export { createSpoilerStoreMemory } from './spoilers/spoiler-store-memory';
export { createMemoryMatchPort } from './match/memory-match-port';
export { createMemoryMatchFeed } from './match/memory-match-feed';
export { createMemoryMatchServices, type MemoryMatchServicesOptions } from './match/memory-match-services';
