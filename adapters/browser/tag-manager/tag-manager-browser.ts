import type { TagManagerPort } from '@core';

/** The edge where a URL leaves the site: scrubbed here whatever the caller passed (rule in core). */
export { scrubTrackedPath as scrubPagePath } from '@core/analytics/tracked-path';
import { scrubTrackedPath as scrubPagePath } from '@core/analytics/tracked-path';

type DataLayerWindow = { dataLayer?: unknown[] };

/** Pushes page views to window.dataLayer when enabled. */
export function createTagManagerBrowser(win: DataLayerWindow = window as unknown as DataLayerWindow, { enabled }: { enabled: boolean }): TagManagerPort {
  return {
    pageView(path) {
      if (!enabled) return;
      if (!Array.isArray(win.dataLayer)) win.dataLayer = [];
      win.dataLayer.push({ event: 'page_view', page_path: scrubPagePath(path) });
    },
  };
}
