import { CONSENT_MODE_DEFAULT, type TagManagerPort } from '@core';

/** The edge where a URL leaves the site: scrubbed here whatever the caller passed (rule in core). */
export { scrubTrackedPath as scrubPagePath } from '@core/analytics/tracked-path';
import { scrubTrackedPath as scrubPagePath } from '@core/analytics/tracked-path';

type DataLayerWindow = { dataLayer?: unknown[] };

/** how long tags wait for the fan's stored choice before running on the default (Consent Mode's wait_for_update) */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

/** the tag manager reads consent commands as gtag() pushes them: an arguments object, not an array */
const gtagArguments = function (..._args: unknown[]) {
  // eslint-disable-next-line prefer-rest-params
  return arguments;
};

/**
 * window.dataLayer, when the tag manager is enabled. Consent Mode v2: creating it pushes
 * gtag('consent', 'default', every signal denied) first, before any page view or event,
 * so no tag can run on a fan who has not chosen; `consent` pushes the choice as an update.
 */
export function createTagManagerBrowser(
  win: DataLayerWindow = window as unknown as DataLayerWindow,
  { enabled }: { enabled: boolean },
): TagManagerPort {
  const push = (entry: unknown) => {
    if (!enabled) return;
    if (!Array.isArray(win.dataLayer)) win.dataLayer = [];
    win.dataLayer.push(entry);
  };
  push(gtagArguments('consent', 'default', { ...CONSENT_MODE_DEFAULT, wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS }));
  return {
    pageView: (path) => push({ event: 'page_view', page_path: scrubPagePath(path) }),
    consent: (state) => push(gtagArguments('consent', 'update', { ...state })),
    event: (e) => push({ event: 'uzfc_analytics', ...e, url: scrubPagePath(e.url) }),
  };
}
