// The HTTP adapters: one per port, over the shared JSON client. app/ wires them.
export * from './shared/json-client';
export * from './http-activity/http-activity';
export * from './shared/parse-with';
export * from './news/news-http';
export * from './pages/pages-http';
export * from './web-settings/web-settings-http';
export * from './sponsor/sponsor-http';
export * from './advert/advert-http';
export * from './promo/promo-http';
export * from './search/search-http';
export * from './analytics/analytics-http';
export * from './image/image-urls';
