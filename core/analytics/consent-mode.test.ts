import fc from 'fast-check';
import { CONSENT_MODE_DEFAULT, consentModeOf, type ConsentCategories } from './consent-mode';

const categoriesArb: fc.Arbitrary<ConsentCategories> = fc.record({
  analytics: fc.boolean(),
  marketing: fc.boolean(),
  personalisation: fc.boolean(),
});
// which categories each Consent Mode signal stands for
const needs: Record<string, readonly (keyof ConsentCategories)[]> = {
  ad_storage: ['marketing'],
  analytics_storage: ['analytics'],
  ad_user_data: ['marketing'],
  ad_personalization: ['marketing', 'personalisation'],
  personalization_storage: ['personalisation'],
};

describe('consentModeOf', () => {
  it('grants a signal exactly when every category it stands for was accepted', () => {
    fc.assert(
      fc.property(categoriesArb, (c) => {
        const mode = consentModeOf(c);
        expect(Object.keys(mode).sort()).toEqual(Object.keys(needs).sort());
        for (const [name, categories] of Object.entries(needs)) {
          expect(mode[name as keyof typeof mode]).toBe(categories.every((k) => c[k]) ? 'granted' : 'denied');
        }
      }),
    );
  });

  it('refusing a category never leaves a signal granted that stands for it', () => {
    fc.assert(
      fc.property(
        categoriesArb,
        fc.constantFrom<keyof ConsentCategories>('analytics', 'marketing', 'personalisation'),
        (c, refused) => {
          const mode = consentModeOf({ ...c, [refused]: false });
          for (const [name, categories] of Object.entries(needs)) {
            if (categories.includes(refused)) expect(mode[name as keyof typeof mode]).toBe('denied');
          }
        },
      ),
    );
  });

  it('the default denies everything; accepting all grants everything', () => {
    expect(Object.values(CONSENT_MODE_DEFAULT)).toEqual(Array(5).fill('denied'));
    expect(Object.values(consentModeOf({ analytics: true, marketing: true, personalisation: true }))).toEqual(
      Array(5).fill('granted'),
    );
  });
});
