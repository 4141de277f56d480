import fc from 'fast-check';
import { createPageCache, type CachedPage } from './page-cache';

const page = (bytes: number, expiresAt = 10_000): CachedPage => ({
  status: 200,
  headers: [],
  body: new Uint8Array(bytes),
  tag: 't',
  representations: new Map(),
  expiresAt,
});

describe('the page cache', () => {
  it('keeps pages within its bytes, dropping the least recently used; compressed copies count too', () => {
    const cache = createPageCache({ maxEntries: 100, maxBytes: 1_000 });
    const a = page(200);
    cache.set('/a', a, 0);
    cache.set('/b', page(200), 0);
    cache.set('/c', page(200), 0);
    cache.get('/a', 0); // /a is now the most recently used
    cache.charge('/a', a, 150);
    expect(cache.size()).toEqual({ entries: 3, bytes: 750 });
    cache.set('/d', page(200), 0);
    cache.set('/e', page(200), 0);
    // 1,150 bytes: the least recently used (/b) went
    expect(cache.size()).toEqual({ entries: 4, bytes: 950 });
    expect(cache.get('/b', 0)).toBeUndefined();
    expect(cache.get('/a', 0)).toBe(a);
    cache.set('/f', page(200), 0);
    // then /c (/a was asked for since)
    expect(cache.get('/c', 0)).toBeUndefined();
    expect(cache.get('/a', 0)).toBe(a);
  });

  it('never keeps a page larger than a quarter of its bytes, and ignores a charge for a page it no longer keeps', () => {
    const cache = createPageCache({ maxEntries: 100, maxBytes: 1_000 });
    cache.set('/huge', page(251), 0);
    expect(cache.get('/huge', 0)).toBeUndefined();
    const old = page(100);
    cache.set('/x', old, 0);
    cache.set('/x', page(100), 0);
    cache.charge('/x', old, 900);
    expect(cache.size()).toEqual({ entries: 1, bytes: 100 });
  });

  it('drops every expired page when one is added, not only when asked for', () => {
    const cache = createPageCache({ maxEntries: 100, maxBytes: 10_000 });
    for (let i = 0; i < 20; i++) cache.set(`/old-${i}`, page(100, 1_000), 0);
    expect(cache.size().entries).toBe(20);
    cache.set('/new', page(100, 20_000), 1_000);
    expect(cache.size()).toEqual({ entries: 1, bytes: 100 });
  });

  it('property: whatever is added, charged and asked, it never holds more than its limits', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), key: fc.nat(30), bytes: fc.nat(400), ttl: fc.nat(50) }),
      fc.record({ kind: fc.constant('charge' as const), key: fc.nat(30), bytes: fc.nat(300) }),
      fc.record({ kind: fc.constant('get' as const), key: fc.nat(30) }),
      fc.record({ kind: fc.constant('tick' as const), ms: fc.nat(20) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), (ops) => {
        const cache = createPageCache({ maxEntries: 8, maxBytes: 1_500 });
        const kept = new Map<string, CachedPage>();
        let now = 0;
        for (const o of ops) {
          if (o.kind === 'set') {
            const p = page(o.bytes, now + o.ttl);
            kept.set(`/${o.key}`, p);
            cache.set(`/${o.key}`, p, now);
          } else if (o.kind === 'charge') {
            const p = kept.get(`/${o.key}`);
            if (p) cache.charge(`/${o.key}`, p, o.bytes);
          } else if (o.kind === 'get') {
            const got = cache.get(`/${o.key}`, now);
            if (got) expect(got.expiresAt).toBeGreaterThan(now);
          } else now += o.ms;
          const { entries, bytes } = cache.size();
          expect(entries).toBeLessThanOrEqual(8);
          expect(bytes).toBeLessThanOrEqual(1_500);
          expect(bytes).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
