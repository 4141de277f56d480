import fc from 'fast-check';
import type { Advert, HeaderSponsor, Sponsor, SponsorRow } from './commercial-types';
import { commercialForMode } from '../child-friendly/commercial-for-mode';
import type { AdvertPort } from '../ports/advert.port';
import type { SponsorPort } from '../ports/sponsor.port';
import { err, ok, type Result } from '../shared/result';
import { invalidResponse, unavailable, type ServiceError } from '../shared/service-error';
import { visibleSponsorRows } from './filter-child-friendly';
import { eligibleFooterAdverts } from './footer-advert-eligibility';
import { makeLoadFooterCommercial, type LoadFooterCommercial } from './load-footer-commercial';

const NOW = Date.UTC(2025, 7, 1);
const sponsor = (id: string, child: boolean): Sponsor => ({
  sponsorID: id,
  title: id,
  url: '',
  imageKey: id,
  published: true,
  forcedOrder: 1,
  isChildFriendly: child,
});
const ROWS: SponsorRow[] = [
  {
    rowID: 'r',
    adminName: '',
    forcedOrder: 1,
    sponsorSize: 'large',
    title: 'Partners',
    titleSize: 'h4',
    sponsors: [sponsor('kit', true), sponsor('bet', false)],
  },
];
const advert = (id: string, child: boolean): Advert => ({
  id,
  advertName: id,
  advertRef: '',
  campaignRef: '',
  url: '',
  enabled: true,
  channel: 'web',
  childFriendly: child,
  timings: { startUTC: '2025-07-01T00:00:00Z', endUTC: '2025-09-01T00:00:00Z' },
  images: [],
});
const ADS = [advert('mpu-1', true), advert('mpu-2', false)];

// in-memory fakes: the core test does not import adapters
const sponsorsFake = (rows: Result<readonly SponsorRow[], ServiceError> | 'reject'): SponsorPort => ({
  footerRows: async () => {
    if (rows === 'reject') throw new Error('boom');
    return rows;
  },
  headerSponsor: async () => ok(null),
});
const advertsFake = (ads: Result<readonly Advert[], ServiceError> | 'reject'): AdvertPort => ({
  footerAdverts: async () => {
    if (ads === 'reject') throw new Error('boom');
    return ads;
  },
});
const clock = { now: () => NOW };
/** both parts, asked for together */
const settled = async (load: LoadFooterCommercial, childFriendly: boolean) => ({
  rows: await load.rows(childFriendly),
  adverts: await load.adverts(childFriendly),
});

describe('makeLoadFooterCommercial', () => {
  it('filters both parts for child-friendly mode', async () => {
    const load = makeLoadFooterCommercial({ sponsors: sponsorsFake(ok(ROWS)), adverts: advertsFake(ok(ADS)), clock });
    const off = await settled(load, false);
    const on = await settled(load, true);
    expect(off.rows.ok && off.rows.value[0]!.sponsors.map((s) => s.sponsorID)).toEqual(['kit', 'bet']);
    expect(on.rows.ok && on.rows.value[0]!.sponsors.map((s) => s.sponsorID)).toEqual(['kit']);
    expect(off.adverts.ok && off.adverts.value.map((a) => a.id)).toEqual(['mpu-1', 'mpu-2']);
    expect(on.adverts.ok && on.adverts.value.map((a) => a.id)).toEqual(['mpu-1']);
  });

  it('the header sponsor goes through the one child-friendly filter: hidden in child mode unless flagged, a failure is its own', async () => {
    const withHeader = (header: Result<HeaderSponsor | null, ServiceError> | 'reject'): SponsorPort => ({
      footerRows: async () => ok(ROWS),
      headerSponsor: async () => {
        if (header === 'reject') throw new Error('boom');
        return header;
      },
    });
    const bet: HeaderSponsor = { image: 'sponsors/bet', name: 'Beacon Betting', childFriendly: false };
    const kit: HeaderSponsor = { image: 'sponsors/kit', name: 'Kit Co', childFriendly: true };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<HeaderSponsor | null>(bet, kit, null), fc.boolean(), async (header, child) => {
        const load = makeLoadFooterCommercial({
          sponsors: withHeader(ok(header)),
          adverts: advertsFake(ok(ADS)),
          clock,
        });
        expect(await load.headerSponsor(child)).toEqual(
          ok(commercialForMode({ headerSponsor: header }, { childFriendly: child, nowMs: NOW }).headerSponsor),
        );
      }),
    );
    expect(
      await makeLoadFooterCommercial({
        sponsors: withHeader(ok(bet)),
        adverts: advertsFake(ok(ADS)),
        clock,
      }).headerSponsor(true),
    ).toEqual(ok(null));
    expect(
      await makeLoadFooterCommercial({
        sponsors: withHeader('reject'),
        adverts: advertsFake(ok(ADS)),
        clock,
      }).headerSponsor(false),
    ).toEqual(err(unavailable('sponsors')));
  });

  it('one part failing leaves the other', async () => {
    const noSponsors = await settled(
      makeLoadFooterCommercial({
        sponsors: sponsorsFake(err(unavailable('sponsors'))),
        adverts: advertsFake(ok(ADS)),
        clock,
      }),
      false,
    );
    expect(noSponsors.rows).toEqual(err(unavailable('sponsors')));
    expect(noSponsors.adverts.ok).toBe(true);

    const noAdverts = await settled(
      makeLoadFooterCommercial({
        sponsors: sponsorsFake(ok(ROWS)),
        adverts: advertsFake(err(invalidResponse('adverts'))),
        clock,
      }),
      false,
    );
    expect(noAdverts.adverts).toEqual(err(invalidResponse('adverts')));
    expect(noAdverts.rows.ok).toBe(true);
  });

  it('each part arrives on its own: a sponsors service that never answers never holds the adverts back (or the reverse)', async () => {
    const never = new Promise<never>(() => {});
    const slowSponsors: SponsorPort = { footerRows: () => never, headerSponsor: () => never };
    const a = makeLoadFooterCommercial({ sponsors: slowSponsors, adverts: advertsFake(ok(ADS)), clock });
    void a.rows(false);
    expect(await a.adverts(false)).toEqual(ok(ADS));
    const slowAdverts: AdvertPort = { footerAdverts: () => never };
    const b = makeLoadFooterCommercial({ sponsors: sponsorsFake(ok(ROWS)), adverts: slowAdverts, clock });
    void b.adverts(false);
    expect((await b.rows(false)).ok).toBe(true);
  });

  it('a port that rejects (breaking its contract) fails only its own part', async () => {
    const r = await settled(
      makeLoadFooterCommercial({ sponsors: sponsorsFake('reject'), adverts: advertsFake(ok(ADS)), clock }),
      false,
    );
    expect(r.rows).toEqual(err(unavailable('sponsors')));
    expect(r.adverts.ok).toBe(true);
    const r2 = await settled(
      makeLoadFooterCommercial({ sponsors: sponsorsFake(ok(ROWS)), adverts: advertsFake('reject'), clock }),
      true,
    );
    expect(r2.adverts).toEqual(err(unavailable('adverts')));
    expect(r2.rows.ok).toBe(true);
  });

  it('for any mix of outcomes each part is exactly its own port result, filtered', async () => {
    const outcome = <T>(value: T) =>
      fc.constantFrom<Result<T, ServiceError> | 'reject'>(
        ok(value),
        err(unavailable('sponsors')),
        err(invalidResponse('adverts')),
        'reject',
      );
    await fc.assert(
      fc.asyncProperty(
        outcome<readonly SponsorRow[]>(ROWS),
        outcome<readonly Advert[]>(ADS),
        fc.boolean(),
        async (rows, ads, child) => {
          const r = await settled(
            makeLoadFooterCommercial({ sponsors: sponsorsFake(rows), adverts: advertsFake(ads), clock }),
            child,
          );
          if (rows === 'reject') expect(r.rows).toEqual(err(unavailable('sponsors')));
          else if (rows.ok) expect(r.rows).toEqual(ok(visibleSponsorRows(rows.value, child)));
          else expect(r.rows).toEqual(rows);
          if (ads === 'reject') expect(r.adverts).toEqual(err(unavailable('adverts')));
          else if (ads.ok) expect(r.adverts).toEqual(ok(eligibleFooterAdverts(ads.value, NOW, child)));
          else expect(r.adverts).toEqual(ads);
        },
      ),
    );
  });
});
