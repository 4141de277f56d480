import fc from 'fast-check';
import type { SubscriptionPlan } from './stream-types';
import { packageClassOf, packageTypeOf, priceLabel } from './plan-derivation';

const plan = (over: Partial<SubscriptionPlan>): SubscriptionPlan => ({
  Id: 'p1',
  Title: 'Plan',
  Body: '<p>Plan</p>',
  Duration: null,
  AmountFormatted: '£1.00',
  PurchaseUrl: '/checkout/p1',
  ...over,
});
const mentionsAudio = (title: string) => title.includes('Audio') || title.includes('audio');
// titles mixing the words that matter with arbitrary text, so both branches are hit often
const titleArb = fc
  .array(
    fc.oneof(
      fc.constantFrom('Audio', 'audio', 'AUDIO', 'Aud', 'io', 'Video', 'Pass', ' ', 'Season', 'Monthly'),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));

describe('packageTypeOf / packageClassOf', () => {
  it("is Listen/audio when the title contains 'Audio' or 'audio', otherwise Watch/video (STREAM-1)", () => {
    expect(packageTypeOf(plan({ Title: 'Seasonal Audio Commentary' }))).toBe('Listen');
    expect(packageClassOf(plan({ Title: 'Seasonal Audio Commentary' }))).toBe('audio');
    expect(packageTypeOf(plan({ Title: 'Match audio pass' }))).toBe('Listen');
    expect(packageTypeOf(plan({ Title: 'UZTV Live Monthly Video Pass' }))).toBe('Watch');
    expect(packageClassOf(plan({ Title: 'Single Match Pass' }))).toBe('video');
    // the spec names exactly two spellings
    expect(packageTypeOf(plan({ Title: 'AUDIO PASS' }))).toBe('Watch');
  });

  it('derives Listen exactly when the title mentions Audio/audio, and Class always follows Type', () => {
    fc.assert(
      fc.property(titleArb, (Title) => {
        const type = packageTypeOf({ Title });
        expect(type).toBe(mentionsAudio(Title) ? 'Listen' : 'Watch');
        expect(packageClassOf({ Title })).toBe(type === 'Listen' ? 'audio' : 'video');
      }),
    );
  });

  it("adding 'Audio' or 'audio' anywhere in a title always makes it a Listen package", () => {
    fc.assert(
      fc.property(titleArb, fc.nat(), fc.constantFrom('Audio', 'audio'), (title, at, word) => {
        const i = at % (title.length + 1);
        expect(packageTypeOf({ Title: title.slice(0, i) + word + title.slice(i) })).toBe('Listen');
      }),
    );
  });
});

describe('priceLabel', () => {
  it("is 'Buy - {amount}', with ' p/m' when monthly (STREAM-2)", () => {
    expect(priceLabel(plan({ AmountFormatted: '£45.00', Duration: 'P1Y' }))).toBe('Buy - £45.00');
    expect(priceLabel(plan({ AmountFormatted: '£9.99', Duration: null }))).toBe('Buy - £9.99 p/m');
  });

  it('is the amount after "Buy - ", suffixed " p/m" exactly when Duration is null', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: null }), (AmountFormatted, Duration) => {
        const label = priceLabel({ AmountFormatted, Duration });
        expect(label).toBe(`Buy - ${AmountFormatted}${Duration === null ? ' p/m' : ''}`);
      }),
    );
  });
});
