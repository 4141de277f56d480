import fc from 'fast-check';
import { parseAppConfig } from './app-config';
import { defaultConfig } from './default-config';
import { mergeDeep } from './merge-settings';
import { serviceNames } from './service-names';
import { wellFormedConfig } from './well-formed-config';

const defaults = defaultConfig(undefined, 'http://site.test');

// addresses good, odd and bad: the schema's edge is where the two checks could part
const address = fc.oneof(
  fc.webUrl(),
  fc.constantFrom(
    'http://x.test',
    'HTTPS://x.test/a',
    ' http://x.test',
    'http://x.test ',
    'http://x.\ttest',
    'http:x.test',
    'https:/x',
    'ftp://x.test',
    'javascript:alert(1)',
    'not a url',
    '',
    'http://',
    'http://[::1]:8080/',
    'http://a b.test',
  ),
  fc.string(),
);
const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 2 }),
);
const settings = fc.record(
  {
    adapters: fc.oneof(fc.constantFrom('http', 'memory', 'HTTP', 'carrier-pigeon'), anyValue),
    services: fc.oneof(
      fc.dictionary(fc.constantFrom(...serviceNames, 'unknownService'), address, { maxKeys: 4 }),
      anyValue,
    ),
    siteOrigin: address,
    requestTimeoutMs: fc.oneof(
      fc.integer({ min: 0, max: 70_000 }),
      fc.constantFrom(500, 60_000, 499, 60_001, 1.5, Number.NaN, '8000'),
      anyValue,
    ),
    menuLayout: fc.oneof(fc.constantFrom('', 'split', 'tiles', 'list', 'centred', 'grid'), anyValue),
    tagManagerEnabled: fc.oneof(fc.boolean(), anyValue),
    somethingElse: anyValue,
  },
  { requiredKeys: [] },
);

describe("the browser's first check of the settings (no zod in the first bundle)", () => {
  it('accepts only what the zod schema accepts, and gives exactly what the schema gives', () => {
    fc.assert(
      fc.property(settings, (raw) => {
        const quick = wellFormedConfig(mergeDeep(defaults, raw));
        if (!quick) return;
        const parsed = parseAppConfig(raw, defaults);
        expect(parsed).toEqual({ ok: true, config: quick });
      }),
      { numRuns: 500 },
    );
  });

  it('accepts the usual settings, so the schema is not loaded on a normal start', () => {
    expect(wellFormedConfig(defaults)).toEqual(defaults);
    expect(
      wellFormedConfig(mergeDeep(defaults, { adapters: 'memory', menuLayout: 'tiles', tagManagerEnabled: true })),
    ).toMatchObject({ adapters: 'memory' });
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['http', 'https'] }),
        fc.integer({ min: 500, max: 60_000 }),
        (origin, timeout) => {
          expect(
            wellFormedConfig(mergeDeep(defaults, { siteOrigin: origin, requestTimeoutMs: timeout })),
          ).toBeDefined();
        },
      ),
    );
  });

  it('leaves a wrong setting to the schema, which names it', () => {
    for (const raw of [
      { adapters: 'carrier-pigeon' },
      { services: { sponsors: 'not a url' } },
      { requestTimeoutMs: 10 },
      { services: { webApi: 'javascript:alert(1)' } },
    ]) {
      expect(wellFormedConfig(mergeDeep(defaults, raw))).toBeUndefined();
      expect(parseAppConfig(raw, defaults).ok).toBe(false);
    }
  });
});
