import fc from 'fast-check';
import type { HeaderSponsor, Sponsor, SponsorRow } from './commercial-types';
import { sponsorRowArb } from '@test/arbitraries/commercial-arbitraries';
import { isSponsorVisible, visibleHeaderSponsor, visibleSponsorRows } from './filter-child-friendly';

const rowsArb = fc.array(sponsorRowArb, { maxLength: 5 });
const allSponsors = (rows: readonly SponsorRow[]) => rows.flatMap((r) => r.sponsors);
const isSorted = (xs: readonly { forcedOrder: number }[]) =>
  xs.every((x, i) => i === 0 || xs[i - 1]!.forcedOrder <= x.forcedOrder);

describe('sponsor filters', () => {
  const s = (id: string, o: Partial<Sponsor> = {}): Sponsor => ({
    sponsorID: id,
    title: id,
    url: '',
    imageKey: id,
    published: true,
    forcedOrder: 0,
    isChildFriendly: false,
    ...o,
  });

  it('quotes the spec: hidden in child-friendly mode unless flagged child friendly', () => {
    const kit = s('kit', { isChildFriendly: true });
    const betting = s('betting');
    expect(isSponsorVisible(kit, true)).toBe(true);
    expect(isSponsorVisible(betting, true)).toBe(false);
    expect(isSponsorVisible(betting, false)).toBe(true);
    expect(isSponsorVisible(s('draft', { published: false, isChildFriendly: true }), false)).toBe(false);
    const header: HeaderSponsor = { image: 'h', name: 'Bet', childFriendly: false };
    expect(visibleHeaderSponsor(header, false)).toBe(header);
    expect(visibleHeaderSponsor(header, true)).toBeNull();
    expect(visibleHeaderSponsor(null, false)).toBeNull();
  });

  it('sorts rows and sponsors by forcedOrder and drops rows left empty', () => {
    const rows: SponsorRow[] = [
      {
        rowID: 'small',
        adminName: '',
        forcedOrder: 2,
        sponsorSize: 'small',
        title: 'Partners',
        titleSize: 'h4',
        sponsors: [s('b', { forcedOrder: 2 }), s('a', { forcedOrder: 1, isChildFriendly: true })],
      },
      {
        rowID: 'main',
        adminName: '',
        forcedOrder: 1,
        sponsorSize: 'large',
        title: 'Main',
        titleSize: 'h3',
        sponsors: [s('main')],
      },
    ];
    expect(visibleSponsorRows(rows, false).map((r) => [r.rowID, r.sponsors.map((x) => x.sponsorID)])).toEqual([
      ['main', ['main']],
      ['small', ['a', 'b']],
    ]);
    expect(visibleSponsorRows(rows, true).map((r) => [r.rowID, r.sponsors.map((x) => x.sponsorID)])).toEqual([
      ['small', ['a']],
    ]);
  });

  it('child mode never shows a non-flagged or unpublished sponsor', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        for (const sp of allSponsors(visibleSponsorRows(rows, true))) {
          expect(sp.isChildFriendly).toBe(true);
          expect(sp.published).toBe(true);
        }
      }),
    );
  });

  it('off mode shows every published sponsor and nothing else', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const shown = allSponsors(visibleSponsorRows(rows, false));
        const published = allSponsors(rows).filter((x) => x.published);
        expect(shown).toHaveLength(published.length);
        expect(new Set(shown)).toEqual(new Set(published));
      }),
    );
  });

  it('is idempotent, orders by forcedOrder, never returns an empty row and never mutates its input', () => {
    fc.assert(
      fc.property(rowsArb, fc.boolean(), (rows, child) => {
        const before = structuredClone(rows);
        const once = visibleSponsorRows(rows, child);
        expect(visibleSponsorRows(once, child)).toEqual(once);
        expect(isSorted(once)).toBe(true);
        for (const row of once) {
          expect(row.sponsors.length).toBeGreaterThan(0);
          expect(isSorted(row.sponsors)).toBe(true);
        }
        expect(rows).toEqual(before);
      }),
    );
  });

  it('child mode shows a subset of off mode', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const off = new Set(allSponsors(visibleSponsorRows(rows, false)));
        for (const sp of allSponsors(visibleSponsorRows(rows, true))) expect(off.has(sp)).toBe(true);
      }),
    );
  });

  it('header sponsor: shown when off, shown in child mode only if flagged', () => {
    const headerArb = fc.option(fc.record({ image: fc.string(), name: fc.string(), childFriendly: fc.boolean() }), {
      nil: null,
    });
    fc.assert(
      fc.property(headerArb, fc.boolean(), (h, child) => {
        const shown = visibleHeaderSponsor(h, child);
        expect(shown).toBe(h === null || (child && !h.childFriendly) ? null : h);
        expect(visibleHeaderSponsor(shown, child)).toBe(shown);
      }),
    );
  });
});
