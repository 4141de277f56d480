/**
 * Which of a fixture's buttons apply (site-shell §9 labels): 'Match Centre' for every match
 * that has a date, 'Buy Tickets' for an upcoming match on sale, 'Watch Live' and 'Listen Live'
 * while a covered match is live, 'Get a pass' for a covered match still to come.
 */
import { liveCoverage } from '../config/site-config';
import type { Match } from './match-types';

export interface MatchActions {
  readonly matchCentre: boolean;
  /** the ticket shop's address, or null */
  readonly buyTickets: string | null;
  readonly watchLive: boolean;
  readonly listenLive: boolean;
  readonly getAPass: boolean;
}

export function matchActions(m: Pick<Match, 'status' | 'ticketUrl' | 'teamID'>): MatchActions {
  const upcoming = m.status === 'scheduled';
  const live = m.status === 'live';
  const covered = (liveCoverage.teamIDs as readonly string[]).includes(m.teamID);
  return {
    matchCentre: m.status !== 'postponed',
    buyTickets: upcoming && m.ticketUrl ? m.ticketUrl : null,
    watchLive: live && covered,
    listenLive: live && covered,
    getAPass: upcoming && covered,
  };
}
