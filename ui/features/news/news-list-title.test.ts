import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newsListTitle } from './news-list-title';

describe('newsListTitle', () => {
  it('names plain, category and archive lists', () => {
    expect(newsListTitle({})).toBe('News');
    expect(newsListTitle({ category: 'women' }, 'Women')).toBe('Women');
    expect(newsListTitle({ year: 2025 })).toBe('News from 2025');
    expect(newsListTitle({ year: 2025, month: 8 })).toBe('News from August 2025');
    expect(newsListTitle({ year: 2025, month: 8, day: 14 })).toBe('News from 14 Aug 2025');
  });

  it('a day archive names that calendar day in D MMM YYYY (property)', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (year, month, day) => {
          expect(newsListTitle({ year, month, day })).toBe(`News from ${day} ${months[month - 1]} ${year}`);
          expect(newsListTitle({ year, month })).toMatch(new RegExp(`^News from [A-Z][a-z]+ ${year}$`));
        },
      ),
    );
  });
});
