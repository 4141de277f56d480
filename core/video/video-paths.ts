import { advertising } from '../config/site-config';
import type { MediaType } from '../stream/stream-types';

/** the video player base path (ROUTE-6) */
export const VIDEO_BASE_PATH = '/videos';

/** "Can I watch?": the fan's whole set-up checked before or during a match */
export const CAN_I_WATCH_PATH = `${VIDEO_BASE_PATH}/can-i-watch`;

export const videoHref = (videoID: string): string => `${VIDEO_BASE_PATH}/${encodeURIComponent(videoID)}`;
export const channelHref = (slug: string): string => `${VIDEO_BASE_PATH}/channel/${encodeURIComponent(slug)}`;
export const streamHref = (mediaType: MediaType, target: string): string =>
  `/stream/${mediaType}/${encodeURIComponent(target)}`;

/** pages of the video service: /videos and below, /live, /stream and below */
export function isVideoPath(pathname: string): boolean {
  return /^\/(videos|live|stream)(\/|$)/.test(pathname);
}

/** hideAdvertsFromVideos (VIDEO-1): adverts are not shown on the video service's pages */
export function advertsAllowedOn(
  pathname: string,
  hideAdvertsFromVideos: boolean = advertising.hideAdvertsFromVideos,
): boolean {
  return !(hideAdvertsFromVideos && isVideoPath(pathname));
}

export type StreamTarget =
  { readonly kind: 'live' } | { readonly kind: 'match-show' } | { readonly kind: 'entry'; readonly entryId: string };

export interface StreamRoute {
  readonly mediaType: MediaType;
  readonly target: StreamTarget;
}

/**
 * /stream/:mediaType?/match-show and /stream/:mediaType?/:streamplayID? (ROUTE-6).
 * mediaType is optional (video when absent), so '/stream/match-show' and '/stream/abc'
 * read the first segment as the target. An unknown media type with a target, or an id
 * that is not an entry id, is null: the page answers 404 instead of guessing.
 */
export function parseStreamRoute(first: string | undefined, second: string | undefined): StreamRoute | null {
  const isMedia = (s: string | undefined): s is MediaType => s === 'video' || s === 'audio';
  // no media type: '/stream/x' reads x as the target; with the optional segment left
  // empty by the router (first undefined) the second one is the target
  const [mediaType, raw] = isMedia(first)
    ? [first, second]
    : second === undefined
      ? ['video' as const, first]
      : first === undefined
        ? ['video' as const, second]
        : [null, undefined];
  if (mediaType === null) return null;
  if (raw === undefined || raw === '') return { mediaType, target: { kind: 'live' } };
  if (raw === 'match-show') return { mediaType, target: { kind: 'match-show' } };
  return /^[\w-]{1,64}$/.test(raw) ? { mediaType, target: { kind: 'entry', entryId: raw } } : null;
}
