import fc from 'fast-check';
import { createCookieJar, type CookieJar } from './cookie-jar';
import {
  CONSENT_COOKIE,
  SEEN_PROMOS_COOKIE,
  createConsentStoreBrowser,
  createSeenPromosBrowser,
} from './cookie-stores';

/** An in-memory jar that also remembers the options of the last write. */
function memoryJar(): CookieJar & { options: Record<string, unknown> } {
  const values = new Map<string, string>();
  const options: Record<string, unknown> = {};
  return {
    options,
    read: (n) => values.get(n) ?? null,
    write: (n, v, o) => {
      values.set(n, v);
      options[n] = o;
    },
    delete: (n) => void values.delete(n),
  };
}

const consentArb = fc.record({
  analytics: fc.boolean(),
  marketing: fc.boolean(),
  personalisation: fc.boolean(),
  all: fc.boolean(),
});

describe('seen promos cookie', () => {
  it('records ids until 2099 and reads them back through the real document', () => {
    const store = createSeenPromosBrowser(createCookieJar());
    store.add('promo-1');
    store.add('promo-2');
    store.add('promo-1');
    expect([...store.read()].sort()).toEqual(['promo-1', 'promo-2']);
    const jar = memoryJar();
    createSeenPromosBrowser(jar).add('p');
    expect(jar.options[SEEN_PROMOS_COOKIE]).toEqual({ expires: new Date('2099-12-31T23:59:59Z') });
  });

  it('ignores garbage in the cookie and never throws', () => {
    fc.assert(
      fc.property(fc.string(), (garbage) => {
        const jar = memoryJar();
        jar.write(SEEN_PROMOS_COOKIE, garbage);
        const seen = createSeenPromosBrowser(jar).read();
        for (const id of seen) expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      }),
    );
    const jar = memoryJar();
    jar.write(SEEN_PROMOS_COOKIE, 'ok-1,<script>,,ok-2');
    expect([...createSeenPromosBrowser(jar).read()]).toEqual(['ok-1', 'ok-2']);
  });
});

describe('consent cookie', () => {
  it('is null until chosen, then round-trips as a whole for 60 days', () => {
    fc.assert(
      fc.property(consentArb, (consent) => {
        const jar = memoryJar();
        const store = createConsentStoreBrowser(jar);
        expect(store.read()).toBeNull();
        store.write(consent);
        expect(store.read()).toEqual(consent);
        expect(jar.options[CONSENT_COOKIE]).toEqual({ maxAgeSeconds: 5_184_000 });
      }),
    );
    const real = createConsentStoreBrowser(createCookieJar());
    real.write({ analytics: true, marketing: false, personalisation: false, all: false });
    expect(real.read()).toEqual({ analytics: true, marketing: false, personalisation: false, all: false });
  });

  it('reads any tampered value as null', () => {
    for (const bad of [
      'true',
      '{',
      '[]',
      'null',
      '{"analytics":"yes","marketing":false,"personalisation":false,"all":false}',
      '{"analytics":true,"marketing":false,"personalisation":false}',
      '{"analytics":true,"marketing":false,"personalisation":false,"all":false,"x":1}',
    ]) {
      const jar = memoryJar();
      jar.write(CONSENT_COOKIE, bad);
      expect(createConsentStoreBrowser(jar).read()).toBeNull();
    }
    fc.assert(
      fc.property(fc.string(), (s) => {
        const jar = memoryJar();
        jar.write(CONSENT_COOKIE, s);
        const r = createConsentStoreBrowser(jar).read();
        expect(r === null || typeof r.all === 'boolean').toBe(true);
      }),
    );
  });
});
