import { videoSearch } from '../config/site-config';
import { durationBands } from './duration-band';
import type { DurationBand, VideoTeam } from './video-types';

/** The browse page's filters, as they live in its address (?q=&team=&season=&duration=). */
export interface VideoFilters {
  readonly query: string;
  readonly team?: VideoTeam;
  readonly season?: number;
  readonly duration?: DurationBand;
}

const MAX_QUERY = 100;
const teams: readonly string[] = videoSearch.teamPicker;
const seasons: readonly number[] = videoSearch.seasons;

/**
 * Reads the filters from a query string. An address is typed, shared and tampered with,
 * so anything that is not one of the pickers' values (VIDEO-5: teams Men, Women,
 * Academy; seasons 2014 to 2021; durations short, medium, long) is dropped, not guessed:
 * the page then shows every video for that filter instead of an error or nothing.
 */
/** every query parameter the filters are read from (the site server's page cache keys by these alone) */
export const videoFilterParams = ['q', 'team', 'season', 'duration'] as const;

export function parseVideoFilters(params: { get(name: string): string | null }): VideoFilters {
  const query = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY);
  const team = params.get('team') ?? '';
  const seasonText = params.get('season') ?? '';
  const season = /^\d{4}$/.test(seasonText) ? Number(seasonText) : NaN;
  const duration = params.get('duration') ?? '';
  return {
    query,
    ...(teams.includes(team) ? { team: team as VideoTeam } : {}),
    ...(seasons.includes(season) ? { season } : {}),
    ...((durationBands as readonly string[]).includes(duration) ? { duration: duration as DurationBand } : {}),
  };
}

/** The filters as query-string pairs, unset ones left out (so a clean address stays clean). */
export function videoFiltersToParams(filters: VideoFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.query.trim() !== '') out.q = filters.query.trim();
  if (filters.team) out.team = filters.team;
  if (filters.season !== undefined) out.season = String(filters.season);
  if (filters.duration) out.duration = filters.duration;
  return out;
}

/** a season's label in the picker: 2019 -> '2019/20' (the club's season label style) */
export const seasonLabel = (season: number): string => `${season}/${String((season + 1) % 100).padStart(2, '0')}`;
