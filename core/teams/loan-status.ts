/**
 * Where a loan stands on a day (the London calendar day of `atMs`). Both of its dates are
 * inclusive: a player is still away on the loan's last day and back the day after.
 *   before `from`                          -> 'agreed'
 *   from `from` until LOAN_RETURNING_DAYS before `until` -> 'on-loan'
 *   the last LOAN_RETURNING_DAYS days       -> 'returning' (the loans page's "back soon")
 *   after `until`                           -> 'ended'
 * ISO calendar days compare correctly as strings, so no timezone arithmetic is needed past the
 * one conversion of now to a London day.
 */
import type { LoanStatus, LoanTerms } from './team-types';
import { londonDay } from '../format/london-time';

export const LOAN_RETURNING_DAYS = 28;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus n days (UTC calendar arithmetic: a calendar day has no timezone) */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

export function loanStatusOnDay(loan: Pick<LoanTerms, 'from' | 'until'>, day: string): LoanStatus {
  if (day < loan.from) return 'agreed';
  if (day > loan.until) return 'ended';
  return day > addDays(loan.until, -LOAN_RETURNING_DAYS) ? 'returning' : 'on-loan';
}

export const loanStatus = (loan: Pick<LoanTerms, 'from' | 'until'>, atMs: number): LoanStatus =>
  loanStatusOnDay(loan, londonDay(atMs));

/** away from the club on that day: not in the squad list, shown with the loans instead */
export const isAway = (status: LoanStatus | null): boolean => status === 'on-loan' || status === 'returning';
