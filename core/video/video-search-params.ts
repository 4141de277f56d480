import { videoSearch } from '../config/site-config';
import { durationBounds } from './duration-band';
import type { VideoSearchQuery } from './video-types';

/**
 * The catalogue search's query string (VIDEO-6): query, sortby releaseFrom,
 * sortOrder desc, pageIndex, pageSize (default 12), then the filters that are set
 * (team, season, channel, minDuration, maxDuration). One builder, so the HTTP adapter
 * and anything that links to a search ask for exactly the same thing.
 */
export function videoSearchParams(q: VideoSearchQuery): Record<string, string> {
  const pageSize = Number.isInteger(q.pageSize) && q.pageSize > 0 ? q.pageSize : videoSearch.pageSize;
  const pageIndex = Number.isInteger(q.pageIndex) && q.pageIndex > 0 ? q.pageIndex : 0;
  const params: Record<string, string> = {
    query: (q.query ?? '').trim(),
    sortby: 'releaseFrom',
    sortOrder: 'desc',
    pageIndex: String(pageIndex),
    pageSize: String(pageSize),
  };
  if (q.team) params.team = q.team;
  if (q.season !== undefined) params.season = String(q.season);
  if (q.channel) params.channel = q.channel;
  if (q.duration) {
    const { minDuration, maxDuration } = durationBounds(q.duration);
    if (minDuration !== undefined) params.minDuration = String(minDuration);
    if (maxDuration !== undefined) params.maxDuration = String(maxDuration);
  }
  return params;
}
