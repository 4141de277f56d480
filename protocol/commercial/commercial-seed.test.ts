import { seedFooterAdverts, seedHeaderSponsor, seedPromos, seedSponsorRows } from './commercial-seed';

describe('commercial seed', () => {
  it('has the sponsor rows, adverts and promos the spec asks for, some of them out of their window', () => {
    expect(seedSponsorRows[0].sponsors).toHaveLength(3);
    expect(seedSponsorRows[1].sponsors.filter((s) => s.published)).toHaveLength(20);
    expect(seedHeaderSponsor.name).toBeTruthy();
    const now = Date.UTC(2026, 0, 15, 12);
    const adverts = seedFooterAdverts(now);
    const live = adverts.filter((a) => Date.parse(a.timings.startUTC) <= now && now < Date.parse(a.timings.endUTC));
    expect(adverts.length - live.length).toBe(2);
    const promos = seedPromos(now);
    expect(
      promos.filter((p) => Date.parse(p.startDateTime) <= now && now < Date.parse(p.endDateTime)).map((p) => p.type),
    ).toEqual(['Default', 'Mini']);
  });
});
