import fc from 'fast-check';
import { headerStyleFor, pageTypes } from './header-style';
import { pageTypeForPath } from './page-type-for-path';

describe('pageTypeForPath', () => {
  it('names the page type of each route of the spec', () => {
    const table: [string, string][] = [
      ['/', 'home'],
      ['/news', 'news-listing'],
      ['/category/club', 'category'],
      ['/category', 'category'],
      ['/news/kit-launch', 'single-news'],
      ['/news/2025/08/kit-launch', 'single-news'],
      ['/app/news/kit-launch', 'single-news'],
      ['/matches', 'matches'],
      ['/matches/women/2025-26', 'matches'],
      ['/match/first-team/2025-26/m1', 'match-centre'],
      ['/teams', 'team'],
      ['/teams/women', 'team'],
      ['/players/u21/sam-smith', 'player-profile'],
      ['/videos', 'video-listing'],
      ['/videos/browse', 'video-listing'],
      ['/videos/v-1', 'video-listing'],
      ['/live', 'video-listing'],
      ['/stream/audio/abc', 'video-listing'],
      ['/videos/categories', 'video-category'],
      ['/videos/channel/goals', 'video-category'],
      ['/videos/faqs', 'faqs'],
      ['/club/history', 'content-page'],
      ['/women', 'content-page'],
      ['/newsletter', 'content-page'],
      ['/matchday', 'content-page'],
      ['/livery', 'content-page'],
    ];
    for (const [path, type] of table) expect([path, pageTypeForPath(path)]).toEqual([path, type]);
  });

  it('matches solid and the match centre transparent dark, from the address alone', () => {
    expect(headerStyleFor(pageTypeForPath('/matches'))).toBe('solid');
    expect(headerStyleFor(pageTypeForPath('/match/first-team/2025-26/m1'))).toBe('transparent-dark');
  });

  it('always answers a known page type, whatever the address (never throws)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webPath(), fc.string()), (path) => {
        expect(pageTypes).toContain(pageTypeForPath(path));
      }),
    );
  });

  it('ignores case and a trailing slash the way the router does', () => {
    fc.assert(
      fc.property(fc.constantFrom('/news', '/matches', '/videos/faqs', '/teams', '/live'), (path) => {
        expect(pageTypeForPath(path.toUpperCase())).toBe(pageTypeForPath(path));
        expect(pageTypeForPath(`${path}/`)).toBe(pageTypeForPath(path));
      }),
    );
  });
});
