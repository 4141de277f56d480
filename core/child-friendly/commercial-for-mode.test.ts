import fc from 'fast-check';
import {
  advertArb,
  HOUR,
  headerSponsorArb,
  sponsorRowArb,
  sponsorSectionArb,
} from '@test/arbitraries/commercial-arbitraries';
import { commercialForMode, type CommercialContent } from './commercial-for-mode';

const NOW = Date.parse('2025-10-01T12:00:00Z');

const contentArb: fc.Arbitrary<CommercialContent> = fc.record({
  sponsorRows: fc.array(sponsorRowArb, { maxLength: 4 }),
  headerSponsor: headerSponsorArb,
  adverts: fc.array(advertArb(NOW), { maxLength: 8 }),
  sponsorSections: fc.array(sponsorSectionArb, { maxLength: 6 }),
});

describe('commercial content for the child-friendly mode', () => {
  it('filters only the parts it is given', () => {
    const header = { image: 'h', name: 'Bet', childFriendly: false };
    expect(commercialForMode({ headerSponsor: header }, { childFriendly: true, nowMs: NOW })).toEqual({
      headerSponsor: null,
    });
    expect(commercialForMode({ headerSponsor: header }, { childFriendly: false, nowMs: NOW })).toEqual({
      headerSponsor: header,
    });
    expect(commercialForMode({ adverts: [] }, { childFriendly: true, nowMs: NOW })).toEqual({ adverts: [] });
  });

  it('property: while the mode is on, no sponsor, header sponsor or advert that is not flagged child friendly can pass', () => {
    fc.assert(
      fc.property(contentArb, fc.integer({ min: NOW - 60 * HOUR, max: NOW + 60 * HOUR }), (content, nowMs) => {
        const shown = commercialForMode(content, { childFriendly: true, nowMs });
        for (const s of shown.sponsorRows.flatMap((r) => r.sponsors)) expect(s.isChildFriendly).toBe(true);
        for (const s of shown.sponsorSections.flatMap((r) => r.sponsors)) expect(s.isChildFriendly).toBe(true);
        if (shown.headerSponsor) expect(shown.headerSponsor.childFriendly).toBe(true);
        for (const a of shown.adverts) expect(a.childFriendly).toBe(true);
      }),
    );
  });

  it('property: sponsor sections shown are active web sections with published sponsors in forcedOrder, never empty', () => {
    fc.assert(
      fc.property(contentArb, fc.boolean(), (content, childFriendly) => {
        const { sponsorSections } = commercialForMode(
          { sponsorSections: content.sponsorSections },
          { childFriendly, nowMs: NOW },
        );
        for (const s of sponsorSections) {
          expect([s.active, s.type, s.sponsors.length > 0]).toEqual([true, 'web', true]);
          expect(s.sponsors.every((sp) => sp.published)).toBe(true);
          expect(s.sponsors.map((sp) => sp.forcedOrder)).toEqual(
            [...s.sponsors.map((sp) => sp.forcedOrder)].sort((a, b) => a - b),
          );
        }
        const expected = content.sponsorSections.filter(
          (s) =>
            s.active &&
            s.type === 'web' &&
            s.sponsors.some((sp) => sp.published && (!childFriendly || sp.isChildFriendly)),
        );
        expect(sponsorSections.map((s) => s.sectionID)).toEqual(expected.map((s) => s.sectionID));
      }),
    );
  });

  it('property: the mode only ever removes: what it shows is a subset of what the mode off shows', () => {
    fc.assert(
      fc.property(contentArb, (content) => {
        const on = commercialForMode(content, { childFriendly: true, nowMs: NOW });
        const off = commercialForMode(content, { childFriendly: false, nowMs: NOW });
        const offSponsors = new Set(off.sponsorRows.flatMap((r) => r.sponsors));
        for (const s of on.sponsorRows.flatMap((r) => r.sponsors)) expect(offSponsors.has(s)).toBe(true);
        for (const a of on.adverts) expect(off.adverts).toContain(a);
        const offSectionSponsors = new Set(off.sponsorSections.flatMap((r) => r.sponsors));
        for (const s of on.sponsorSections.flatMap((r) => r.sponsors)) expect(offSectionSponsors.has(s)).toBe(true);
        if (on.headerSponsor) expect(off.headerSponsor).toBe(on.headerSponsor);
        // and flagged content is never hidden by the mode alone
        expect(on.adverts).toEqual(off.adverts.filter((a) => a.childFriendly));
      }),
    );
  });
});
