import { advertPortContract } from '@test/contracts/advert-port.contract';
import { promoPortContract } from '@test/contracts/promo-port.contract';
import { sponsorPortContract } from '@test/contracts/sponsor-port.contract';
import { createAdvertMemory } from '../advert/advert-memory';
import { createPromoMemory, createSeenPromosMemory } from '../promo/promo-memory';
import { memoryFooterAdverts, memoryPromos, memorySeed, memorySeedNowMs } from '../seed';
import { createSponsorMemory } from './sponsor-memory';

sponsorPortContract(() => createSponsorMemory());
advertPortContract(() => createAdvertMemory());
promoPortContract(() => createPromoMemory());

const within = (start: string, end: string, now: number) => Date.parse(start) <= now && now < Date.parse(end);

describe('commercial seed', () => {
  it('sponsors: a large main row of three, small rows, some not child friendly, one unpublished', () => {
    const large = memorySeed.sponsorRows.filter((r) => r.sponsorSize === 'large');
    expect(large).toHaveLength(1);
    expect(large[0]!.sponsors).toHaveLength(3);
    const small = memorySeed.sponsorRows.flatMap((r) => (r.sponsorSize === 'small' ? r.sponsors : []));
    expect(small.length).toBeGreaterThanOrEqual(10);
    expect(small.some((s) => !s.isChildFriendly)).toBe(true);
    expect(small.filter((s) => !s.published)).toHaveLength(1);
    expect(memorySeed.headerSponsor?.name).toBe('Zenith Energy');
  });

  it('adverts: eligible ones plus expired, future, disabled, app-channel and non-child-friendly ones', () => {
    const now = memorySeedNowMs;
    const a = memoryFooterAdverts(now);
    const eligible = a.filter(
      (x) =>
        x.enabled &&
        within(x.timings.startUTC, x.timings.endUTC, now) &&
        ['', 'web'].includes(x.channel.toLowerCase()) &&
        x.childFriendly,
    );
    expect(eligible.length).toBeGreaterThanOrEqual(2);
    expect(a.some((x) => Date.parse(x.timings.endUTC) <= now)).toBe(true);
    expect(a.some((x) => Date.parse(x.timings.startUTC) > now)).toBe(true);
    expect(a.some((x) => !x.enabled)).toBe(true);
    expect(a.some((x) => x.channel === 'app')).toBe(true);
    expect(a.some((x) => !x.childFriendly)).toBe(true);
  });

  it('promos: one active Default, one active Mini, one expired, one future, whatever the day', () => {
    for (const now of [memorySeedNowMs, Date.UTC(2031, 6, 4, 23, 59)]) {
      const promos = memoryPromos(now);
      const active = promos.filter((p) => within(p.startDateTime, p.endDateTime, now));
      expect(active.map((p) => p.type).sort()).toEqual(['Default', 'Mini']);
      expect(promos.some((p) => Date.parse(p.endDateTime) < now)).toBe(true);
      expect(promos.some((p) => Date.parse(p.startDateTime) > now)).toBe(true);
    }
  });

  it('the seen-promos memory records ids and hands out copies', () => {
    const seen = createSeenPromosMemory(['a']);
    const before = seen.read();
    seen.add('b');
    expect([...seen.read()].sort()).toEqual(['a', 'b']);
    expect([...before]).toEqual(['a']);
  });

  it('each adapter fails on demand with its own service name', async () => {
    const s = createSponsorMemory(undefined, { fail: 'SERVICE.UNAVAILABLE' });
    expect(await s.headerSponsor()).toEqual({ ok: false, error: { code: 'SERVICE.UNAVAILABLE', service: 'sponsors' } });
    const ad = createAdvertMemory();
    ad.failWith('SERVICE.INVALID_RESPONSE');
    expect(await ad.footerAdverts()).toEqual({
      ok: false,
      error: { code: 'SERVICE.INVALID_RESPONSE', service: 'adverts' },
    });
    const p = createPromoMemory(undefined, { fail: 'SERVICE.NOT_FOUND' });
    expect((await p.overlays()).ok).toBe(false);
  });
});
