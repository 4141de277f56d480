import { scrubTrackedPath } from '@core/analytics/tracked-path';

/** The path a page view reports: the location with credential-like parameters removed (core rule). */
export function pageViewPath(pathname: string, search = ''): string {
  return scrubTrackedPath(`${pathname}${search && !search.startsWith('?') ? '?' : ''}${search}`);
}
