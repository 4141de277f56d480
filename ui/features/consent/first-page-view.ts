/**
 * The first page's view, counted exactly once (part 5). The app's code starts after the
 * page has loaded (ui/shared/scheduling/boot-script.ts), so a fan who leaves before it has hydrated
 * would never be counted: a tiny inline script (app/server/render/quick-leave-page-view.ts) owes the
 * page's view from the start and beacons it when the page is hidden, unless the app has taken
 * over. The app takes over by calling this at its first page view: the answer says whether the
 * app should count that view itself (false only when the inline script has already counted this
 * very path). After the first call the inline script never sends again.
 */
export const FIRST_PAGE_VIEW_CLAIM = '__uzfcFirstPageView';

type ClaimingWindow = { readonly [FIRST_PAGE_VIEW_CLAIM]?: (path: string) => boolean };

/** true when the app counts this page view itself (always, without the inline script: memory mode, tests) */
export function claimFirstPageView(path: string, win: ClaimingWindow = window as unknown as ClaimingWindow): boolean {
  const claim = win[FIRST_PAGE_VIEW_CLAIM];
  return typeof claim === 'function' ? claim(path) !== false : true;
}
