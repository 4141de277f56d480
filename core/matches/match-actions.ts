/**
 * Which of a fixture's buttons apply (BUTTON-5 labels): 'Match Centre' for every match
 * that has a date, 'Buy Tickets' for an upcoming match on sale. The live buttons follow the
 * stream provider settings (VIDEO-2), the same data that decides what plays: 'Watch
 * Live' and 'Listen Live' only while the match the live streams are of is live, 'Get a pass'
 * only while that match is still to come. Any other fixture, live or not, has no stream, so
 * a button there would lead only to 'There is no live video of this match.'
 */
import type { Match } from './match-types';

export interface MatchActions {
  readonly matchCentre: boolean;
  /** the ticket shop's address, or null */
  readonly buyTickets: string | null;
  readonly watchLive: boolean;
  readonly listenLive: boolean;
  readonly getAPass: boolean;
}

/** liveMatchID: the fixture the live streams are of ('' when none, or not known) */
export function matchActions(m: Pick<Match, 'status' | 'ticketUrl' | 'matchID'>, liveMatchID: string): MatchActions {
  const upcoming = m.status === 'scheduled';
  const live = m.status === 'live';
  const streamed = liveMatchID !== '' && m.matchID === liveMatchID;
  return {
    matchCentre: m.status !== 'postponed',
    buyTickets: upcoming && m.ticketUrl ? m.ticketUrl : null,
    watchLive: live && streamed,
    listenLive: live && streamed,
    getAPass: upcoming && streamed,
  };
}
