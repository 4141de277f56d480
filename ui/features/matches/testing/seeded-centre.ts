import { toMatchCentre, type MatchCentre } from '@core';
import { memorySeedNowMs } from '@adapters/memory/seed';
import { matchDetailAt } from '@adapters/memory/match/memory-match-port';
import { createMatchData } from '@protocol/match-data/match-data-seed';
import { LIVE_MATCH_ID } from '@protocol/match-data/live-match-seed';

const MINUTE = 60_000;

/**
 * Stories and tests only: the stand-in's live match (UZFC v Greywater City) as the match centre
 * holds it `minutes` of wall time after the service started 30' into the match: at 3 a goal
 * stands that VAR disallows by 5, at 35 a scorer has been corrected (after the 15-minute break),
 * at 90 it is over.
 */
export function seededLiveCentre(minutes: number): MatchCentre {
  const data = createMatchData({ startedAtMs: memorySeedNowMs });
  const at = memorySeedNowMs + minutes * MINUTE;
  const detail = matchDetailAt(data, LIVE_MATCH_ID, at)!;
  return toMatchCentre(detail, detail.events, 'live', at);
}
