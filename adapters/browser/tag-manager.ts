import type { TagManagerPort } from '@core';

/** Query parameters that can carry credentials; they never reach the tag manager. */
const TOKEN_PARAMS = new Set(['token', 'tokenpayload', 'code', 'refresh_token', 'access_token']);

/** The path with token-like parameters removed from the query and from a query-like hash. */
export function scrubPagePath(path: string): string {
  let url: URL;
  try {
    url = new URL(path, 'https://scrub.invalid');
  } catch {
    return path.split(/[?#]/)[0] ?? '';
  }
  const scrub = (params: URLSearchParams) => {
    for (const key of [...params.keys()]) if (TOKEN_PARAMS.has(key.toLowerCase())) params.delete(key);
    return params.toString();
  };
  const search = scrub(url.searchParams);
  const hashParams = new URLSearchParams(url.hash.slice(1));
  const hashHasToken = [...hashParams.keys()].some((k) => TOKEN_PARAMS.has(k.toLowerCase()));
  const hash = hashHasToken ? scrub(hashParams) : url.hash.slice(1);
  return `${url.pathname}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}

type DataLayerWindow = { dataLayer?: unknown[] };

/** Pushes page views to window.dataLayer when enabled. */
export function createTagManager(win: DataLayerWindow = window as unknown as DataLayerWindow, { enabled }: { enabled: boolean }): TagManagerPort {
  return {
    pageView(path) {
      if (!enabled) return;
      if (!Array.isArray(win.dataLayer)) win.dataLayer = [];
      win.dataLayer.push({ event: 'page_view', page_path: scrubPagePath(path) });
    },
  };
}
