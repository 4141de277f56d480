/** One match for the match centre's first render (and the server's snapshot): events folded, state at `now`. */
import type { Clock } from '../ports/clock.port';
import type { MatchError, MatchPort } from '../ports/match.port';
import { mapResult, type Result } from '../shared/result';
import { toMatchCentre, type MatchCentre } from './match-centre';

export type LoadMatch = (matchID: string) => Promise<Result<MatchCentre, MatchError>>;

export const makeLoadMatch =
  ({ matches, clock }: { matches: MatchPort; clock: Clock }): LoadMatch =>
  async (matchID) =>
    mapResult(await matches.match(matchID), (detail) => toMatchCentre(detail, detail.events, 'closed', clock.now()));
