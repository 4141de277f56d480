/**
 * Win, draw or loss from the club's side (the fixture list's W/D/L badge). Only a played match
 * has a result: an abandoned one's score is void, a live one's is not final.
 */
import type { Match, MatchResult } from './match-types';

export function resultForClub(match: Pick<Match, 'status' | 'score' | 'home' | 'away'>): MatchResult | null {
  if (match.status !== 'played' || !match.score) return null;
  const clubSide = match.home.isClub ? 'home' : match.away.isClub ? 'away' : null;
  if (!clubSide) return null;
  const ours = match.score[clubSide];
  const theirs = match.score[clubSide === 'home' ? 'away' : 'home'];
  return ours > theirs ? 'win' : ours < theirs ? 'loss' : 'draw';
}
