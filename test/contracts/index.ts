// One import for the HTTP and memory adapter tests.
export { newsPortContract } from './news-port.contract';
export { pagesPortContract } from './pages-port.contract';
export { webSettingsPortContract } from './web-settings-port.contract';
export { sponsorPortContract } from './sponsor-port.contract';
export { advertPortContract } from './advert-port.contract';
export { promoPortContract } from './promo-port.contract';
export { searchPortContract } from './search-port.contract';
export { analyticsPortContract } from './analytics-port.contract';
export { videoPortContract } from './video-port.contract';
export { teamPortContract } from './team-port.contract';
export { sessionPortContract, type SessionPortFixture } from './session-port.contract';
export { accessibilitySettingsStoreContract } from './accessibility-settings-store.contract';
export { digestPortContract } from './digest-port.contract';
export { playerPreferencesStoreContract } from './player-preferences-store.contract';
export { liveUpgradeContract, seededUpgradeData } from './live-upgrade.contract';
