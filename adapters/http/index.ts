// The HTTP adapters: one per port, over the shared JSON client. app/ wires them.
export * from './json-client';
export * from './http-activity';
export * from './parse-with';
export * from './news-http';
export * from './pages-http';
export * from './web-settings-http';
export * from './sponsor-http';
export * from './advert-http';
export * from './promo-http';
export * from './search-http';
export * from './analytics-http';
export * from './image-urls';
