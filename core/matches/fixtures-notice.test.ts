import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FixtureFilter } from './fixture-filter-search';
import { fixturesNotice } from './fixtures-notice';

const filterArb: fc.Arbitrary<FixtureFilter> = fc.record({
  competition: fc.constantFrom('', 'league', 'cup'),
  show: fc.constantFrom('all', 'played', 'upcoming'),
});
const shownArb = fc.nat({ max: 60 });

describe('fixtures notice', () => {
  it("in preseason it is always 'New fixtures coming soon', never 'no matches', whatever is listed or filtered", () => {
    fc.assert(
      fc.property(shownArb, filterArb, (shown, filter) => {
        expect(fixturesNotice({ preseason: true, shown }, filter)).toBe('preseason');
      }),
    );
  });

  it('outside preseason it speaks only of an empty list, naming the filters when some are set', () => {
    fc.assert(
      fc.property(shownArb, filterArb, (shown, filter) => {
        const notice = fixturesNotice({ preseason: false, shown }, filter);
        if (shown > 0) expect(notice).toBe('none');
        else
          expect(notice).toBe(
            filter.competition === '' && filter.show === 'all' ? 'no-matches' : 'no-matches-for-filters',
          );
      }),
    );
  });
});
