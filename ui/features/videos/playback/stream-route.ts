import {
  parseStreamRoute,
  site,
  type MediaType,
  type RequiredEntitlement,
  type StreamRoute,
  type VideoConfig,
} from '@core';

/**
 * The stream route from react-router's params. Two routes share this page:
 * /stream/:mediaType?/match-show (params: mediaType) and
 * /stream/:mediaType?/:streamplayID? (params: mediaType, streamplayID). The match-show
 * route carries its literal in the path, not in a param, so the pathname tells them
 * apart; either way core parseStreamRoute decides (null -> 404).
 */
export function streamRouteFrom(
  params: { readonly mediaType?: string; readonly streamplayID?: string },
  pathname: string,
): StreamRoute | null {
  // the match-show route's literal is the target when no param names one
  const matchShow = params.mediaType !== 'match-show' && /\/match-show\/?$/.test(pathname) ? 'match-show' : undefined;
  return parseStreamRoute(params.mediaType, params.streamplayID ?? matchShow);
}

export interface StreamEntry {
  readonly mediaType: MediaType;
  readonly entryId: string;
  readonly required: RequiredEntitlement | null;
  readonly title: string;
  readonly live: boolean;
}

export const commentaryTitle = (matchTitle: string): string => `${matchTitle} - Live Commentary`;
export const matchShowTitle = (matchTitle: string): string => `${matchTitle}: Match Show`;

/**
 * What a stream route plays, from the video configuration. The live match and its
 * show carry the configured entitlements, so the fan is told at once what they need.
 * Any other entry id is not in the configuration: the local rules are skipped (null)
 * and the stream service, which has the last word anyway, answers for it.
 */
export function streamEntryFor(route: StreamRoute, config: Pick<VideoConfig, 'live' | 'brand'>): StreamEntry {
  const { live } = config;
  if (route.mediaType === 'audio') {
    const entryId = route.target.kind === 'entry' ? route.target.entryId : live.audioEntryId;
    return {
      mediaType: 'audio',
      entryId,
      required: entryId === live.audioEntryId ? live.audioRequired : null,
      title: commentaryTitle(live.title),
      live: true,
    };
  }
  if (route.target.kind === 'live') {
    return {
      mediaType: 'video',
      entryId: live.videoEntryId,
      required: live.videoRequired,
      title: live.title,
      live: true,
    };
  }
  if (route.target.kind === 'match-show') {
    return {
      mediaType: 'video',
      entryId: live.matchShowEntryId,
      required: live.videoRequired,
      title: matchShowTitle(live.title),
      live: true,
    };
  }
  const { entryId } = route.target;
  const known = entryId === live.videoEntryId || entryId === live.matchShowEntryId;
  return {
    mediaType: 'video',
    entryId,
    required: known ? live.videoRequired : null,
    title: known ? live.title : `${config.brand || site.club.videoBrand} Live`,
    live: true,
  };
}
