import fc from 'fast-check';
import { addDays, isAway, LOAN_RETURNING_DAYS, loanStatus, loanStatusOnDay } from './loan-status';
import { calendarDayArb, loanTermsArb } from '@test/arbitraries/team-arbitraries';
import type { LoanStatus } from './team-types';

const rank: Record<LoanStatus, number> = { agreed: 0, 'on-loan': 1, returning: 2, ended: 3 };

describe('loan status', () => {
  const loan = { loanedTo: 'Harbour Town', from: '2025-07-01', until: '2026-06-30' };

  it('agreed before the first day, on loan, returning in the last four weeks, ended after the last day', () => {
    expect(loanStatusOnDay(loan, '2025-06-30')).toBe('agreed');
    expect(loanStatusOnDay(loan, '2025-07-01')).toBe('on-loan');
    expect(loanStatusOnDay(loan, '2026-06-02')).toBe('on-loan');
    expect(loanStatusOnDay(loan, '2026-06-03')).toBe('returning');
    expect(loanStatusOnDay(loan, '2026-06-30')).toBe('returning');
    expect(loanStatusOnDay(loan, '2026-07-01')).toBe('ended');
  });

  it('reads now on the London calendar: 23:30 UTC on 30 June is already 1 July in summer time', () => {
    expect(loanStatus(loan, Date.parse('2026-06-30T22:59:59Z'))).toBe('returning');
    expect(loanStatus(loan, Date.parse('2026-06-30T23:30:00Z'))).toBe('ended');
  });

  it('property: status only moves forward through agreed, on-loan/returning, ended as days pass', () => {
    fc.assert(
      fc.property(loanTermsArb, calendarDayArb, fc.integer({ min: 0, max: 500 }), (terms, day, later) => {
        expect(rank[loanStatusOnDay(terms, addDays(day, later))]).toBeGreaterThanOrEqual(
          rank[loanStatusOnDay(terms, day)],
        );
      }),
    );
  });

  it('property: away exactly on the days from..until inclusive; returning only in the last LOAN_RETURNING_DAYS of them', () => {
    fc.assert(
      fc.property(loanTermsArb, fc.integer({ min: -40, max: 440 }), (terms, offset) => {
        const day = addDays(terms.from, offset);
        const status = loanStatusOnDay(terms, day);
        expect(isAway(status)).toBe(day >= terms.from && day <= terms.until);
        if (status === 'returning') expect(day > addDays(terms.until, -LOAN_RETURNING_DAYS)).toBe(true);
        if (status === 'on-loan') expect(day <= addDays(terms.until, -LOAN_RETURNING_DAYS)).toBe(true);
      }),
    );
  });
});
