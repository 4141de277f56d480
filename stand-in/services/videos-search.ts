/**
 * The videos service's search (GET /search): parameter validation and the query itself.
 * Garbage is refused with 400 rather than guessed at, because the site always sends
 * well-formed values (core's videoSearchParams); the one exception is a pageSize over
 * VIDEO_MAX_PAGE_SIZE, which is clamped (and echoed) as a real paging API does.
 */
import {
  VIDEO_DEFAULT_PAGE_SIZE,
  VIDEO_MAX_PAGE_SIZE,
  VIDEO_MAX_QUERY_LENGTH,
  VIDEO_SORT_BY,
  videoTeams,
  type VideoItemWire,
  type VideoSearchWire,
  type VideoSortOrder,
  type VideoTeamWire,
} from '@protocol/video/video-wire';

export interface VideoSearchRequest {
  readonly query: string;
  readonly sortOrder: VideoSortOrder;
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly team?: VideoTeamWire;
  readonly season?: number;
  readonly channel?: string;
  readonly minDuration?: number;
  readonly maxDuration?: number;
}

export type ParsedSearch =
  { readonly ok: true; readonly request: VideoSearchRequest } | { readonly ok: false; readonly message: string };

const WHOLE = /^\d{1,9}$/;

/** reads the query string; `get` returns undefined for an absent parameter */
export function parseVideoSearch(get: (name: string) => string | undefined): ParsedSearch {
  const fail = (message: string): ParsedSearch => ({ ok: false, message });
  const present = (name: string) => {
    const v = get(name);
    return v === undefined || v === '' ? undefined : v;
  };

  const query = (get('query') ?? '').trim();
  if (query.length > VIDEO_MAX_QUERY_LENGTH) return fail(`query is at most ${VIDEO_MAX_QUERY_LENGTH} characters`);
  const sortby = present('sortby');
  if (sortby !== undefined && sortby !== VIDEO_SORT_BY) return fail(`sortby is ${VIDEO_SORT_BY}`);
  const sortOrder = present('sortOrder') ?? 'desc';
  if (sortOrder !== 'asc' && sortOrder !== 'desc') return fail('sortOrder is asc or desc');

  const whole = (name: string): number | undefined | null => {
    const raw = present(name);
    if (raw === undefined) return undefined;
    return WHOLE.test(raw) ? Number(raw) : null;
  };
  const pageIndex = whole('pageIndex');
  if (pageIndex === null) return fail('pageIndex is a whole number from 0');
  const pageSize = whole('pageSize');
  if (pageSize === null || pageSize === 0) return fail('pageSize is a whole number from 1');
  const season = whole('season');
  if (season === null || (season !== undefined && (season < 1900 || season > 2999)))
    return fail('season is a four-digit year (2019 = 2019/20)');
  const minDuration = whole('minDuration');
  if (minDuration === null) return fail('minDuration is whole seconds from 0');
  const maxDuration = whole('maxDuration');
  if (maxDuration === null) return fail('maxDuration is whole seconds from 0');
  const team = present('team');
  if (team !== undefined && !(videoTeams as readonly string[]).includes(team))
    return fail(`team is one of ${videoTeams.join(', ')}`);
  const channel = present('channel');

  return {
    ok: true,
    request: {
      query,
      sortOrder,
      pageIndex: pageIndex ?? 0,
      pageSize: Math.min(VIDEO_MAX_PAGE_SIZE, pageSize ?? VIDEO_DEFAULT_PAGE_SIZE),
      ...(team !== undefined ? { team: team as VideoTeamWire } : {}),
      ...(season !== undefined ? { season } : {}),
      ...(channel !== undefined ? { channel } : {}),
      ...(minDuration !== undefined ? { minDuration } : {}),
      ...(maxDuration !== undefined ? { maxDuration } : {}),
    },
  };
}

/** releaseFrom then videoID, so equal release times still have one order */
export function byRelease(order: VideoSortOrder) {
  const sign = order === 'asc' ? 1 : -1;
  return (a: VideoItemWire, b: VideoItemWire) =>
    sign * (a.releaseFrom.localeCompare(b.releaseFrom) || a.videoID.localeCompare(b.videoID));
}

export function matchesSearch(v: VideoItemWire, r: VideoSearchRequest): boolean {
  const text = r.query.toLowerCase();
  return (
    (text === '' || v.title.toLowerCase().includes(text) || v.description.toLowerCase().includes(text)) &&
    (r.team === undefined || v.team === r.team) &&
    (r.season === undefined || v.season === r.season) &&
    (r.channel === undefined || v.channel === r.channel) &&
    // inclusive bounds, exactly as core's durationBounds() sends them
    (r.minDuration === undefined || v.duration >= r.minDuration) &&
    (r.maxDuration === undefined || v.duration <= r.maxDuration)
  );
}

export function searchVideos(videos: readonly VideoItemWire[], r: VideoSearchRequest): VideoSearchWire {
  const matching = videos.filter((v) => matchesSearch(v, r)).sort(byRelease(r.sortOrder));
  const start = r.pageIndex * r.pageSize;
  return {
    total: matching.length,
    pageIndex: r.pageIndex,
    pageSize: r.pageSize,
    items: matching.slice(start, start + r.pageSize),
  };
}
