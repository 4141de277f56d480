import fc from 'fast-check';
import type { ConsentStore, CookieConsent } from '../ports/consent-store.port';
import { makeCookieConsent } from './cookie-consent';

const store = (initial: CookieConsent | null) => {
  let stored = initial;
  const writes: CookieConsent[] = [];
  const consent: ConsentStore = {
    read: () => stored,
    write: (c) => {
      stored = c;
      writes.push(c);
    },
  };
  return { consent, writes };
};
const consentArb = fc.option(
  fc.record({ analytics: fc.boolean(), marketing: fc.boolean(), personalisation: fc.boolean(), all: fc.boolean() }),
);

describe("the visitor's cookie choice", () => {
  it('every answer stores all four categories at once, all on or all off, and reads back as stored', () => {
    fc.assert(
      fc.property(
        consentArb,
        fc.array(fc.constantFrom('acceptAll', 'onlyEssential'), { maxLength: 5 }),
        (initial, answers) => {
          const { consent, writes } = store(initial);
          const useCase = makeCookieConsent({ consent });
          expect(useCase.stored()).toEqual(initial);
          for (const answer of answers) {
            const given = useCase[answer]();
            const on = answer === 'acceptAll';
            expect(given).toEqual({ analytics: on, marketing: on, personalisation: on, all: on });
            expect(useCase.stored()).toEqual(given);
          }
          expect(writes).toHaveLength(answers.length);
        },
      ),
    );
  });
});
