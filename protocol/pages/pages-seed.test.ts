import { deepestPagePath, draftPagePath, seedPagesAt } from './pages-seed';
import { seedMenus } from './menus-seed';

const seedPages = seedPagesAt(Date.parse('2026-11-27T15:00:00Z'));

describe('page seed', () => {
  it('the page tree has the spec paths, templates and a five-segment path', () => {
    const paths = new Set(seedPages.map((p) => p.fullPath));
    for (const path of [
      'tickets-membership/season-tickets',
      'club/policies',
      'club/vacancies/head-groundsperson',
      'matchday-hospitality/our-lounges/the-summit-lounge',
      'commercial/matchday-sponsorship/match-sponsor',
      'commercial/club-partners/official-partners',
      'women/tickets',
      'women/programme',
      'women/uzfc-women-academy',
      'women/player-sponsorship',
      'academy',
      'hospitality',
      'cookies-policy',
      'privacy-policy',
      'contact-us',
      'community',
      'visiting-zenith-park',
      deepestPagePath,
      draftPagePath,
    ]) {
      expect(paths).toContain(path);
    }
    expect(deepestPagePath.split('/')).toHaveLength(5);
    expect(Math.max(...seedPages.map((p) => p.fullPath.split('/').length))).toBe(5);
    expect(new Set(seedPages.map((p) => p.pageTemplate))).toEqual(new Set(['Hub', 'Landing', 'Default']));
    expect(seedPages.find((p) => p.fullPath === 'club/policies')?.pageTemplate).toBe('Landing');
    for (const p of seedPages) expect(p.nestedLevel).toBe(p.fullPath.split('/').length);
    const types = new Set(
      seedPages.flatMap((p) => p.blocks.flatMap((b) => (b.type === 'buttons' ? b.buttons.map((x) => x.type) : []))),
    );
    expect(types.size).toBe(6);
  });

  it('menus have the shapes the spec asks for', () => {
    const menu = (slug: string) => seedMenus.find((m) => m.slug === slug)!.items.map((i) => i.link);
    expect(menu('primary')).toEqual(['/news', '/videos', '/matches', '/teams']);
    expect(menu('error')).toEqual(['/news', '/matches', '/teams']);
    expect(menu('footer')).toHaveLength(11);
  });
});
