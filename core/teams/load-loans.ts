/**
 * The loans list: the club's players away on loan or about to go, each with where the loan
 * stands today, the soonest back first. Loans that are over are left out: those players are back
 * in their squad.
 */
import type { TeamError, TeamPort } from '../ports/team.port';
import type { Clock } from '../ports/clock.port';
import { mapResult, type Result } from '../shared/result';
import { loanStatus } from './loan-status';
import type { Loan, LoanStatus } from './team-types';

export interface LoanListItem {
  readonly loan: Loan;
  readonly status: Exclude<LoanStatus, 'ended'>;
}

export type LoadLoans = (teamId?: string) => Promise<Result<readonly LoanListItem[], TeamError>>;

/** the loans that are not over at `now`, with where each stands, the soonest back first */
export const currentLoans = (loans: readonly Loan[], now: number): readonly LoanListItem[] =>
  loans
    .map((loan) => ({ loan, status: loanStatus(loan, now) }))
    .filter((x): x is LoanListItem => x.status !== 'ended')
    .sort(
      (a, b) =>
        a.loan.until.localeCompare(b.loan.until) || a.loan.player.lastName.localeCompare(b.loan.player.lastName),
    );

export const makeLoadLoans =
  ({ teams, clock }: { teams: TeamPort; clock: Clock }): LoadLoans =>
  async (teamId) =>
    mapResult(await teams.loans(teamId), (loans) => currentLoans(loans, clock.now()));
