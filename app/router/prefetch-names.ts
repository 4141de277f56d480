import type { routeModules } from './route-modules';

/** the JSON block the server names the likely next routes' files in (app/server/render/route-assets.ts) */
export const PREFETCH_DATA_ID = 'uzfc-prefetch';

/** the routes a fan most likely opens next, warmed once the first page is idle */
export const PREFETCHED_ROUTES = [
  'newsList',
  'newsRoute',
  'content',
] as const satisfies readonly (keyof typeof routeModules)[];
