import fc from 'fast-check';
import { headerStyleFor, pageTypes, type PageType } from './header-style';

describe('headerStyleFor', () => {
  it('quotes the spec table', () => {
    const solid: PageType[] = [
      'error',
      'matches',
      'team',
      'category',
      'news-listing',
      'legacy-news',
      'video-listing',
      'video-category',
      'login',
      'faqs',
    ];
    const dark: PageType[] = ['home', 'match-centre', 'player-profile', 'single-news'];
    for (const p of solid) expect(headerStyleFor(p)).toBe('solid');
    for (const p of dark) expect(headerStyleFor(p)).toBe('transparent-dark');
    expect(headerStyleFor('content-page', true)).toBe('transparent-dark');
    expect(headerStyleFor('content-page')).toBe('solid');
    expect(pageTypes).toHaveLength(15);
  });

  it('only a content page depends on having an image', () => {
    fc.assert(
      fc.property(fc.constantFrom(...pageTypes), (p) => {
        const same = headerStyleFor(p, true) === headerStyleFor(p, false);
        expect(same).toBe(p !== 'content-page');
        expect(['solid', 'transparent-dark']).toContain(headerStyleFor(p));
      }),
    );
  });

  it('falls back to solid for an unknown page type', () => {
    expect(headerStyleFor('nonsense' as PageType)).toBe('solid');
  });
});
