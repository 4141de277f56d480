import fc from 'fast-check';
import { err, ok } from '../shared/result';
import { makeLoadPackages } from './load-packages';
import type { StreamErrorCode, SubscriptionPlan } from './stream-types';

const plan = (Id: string): SubscriptionPlan => ({
  Id,
  Title: Id,
  Body: '',
  Duration: null,
  AmountFormatted: '£1.00',
  PurchaseUrl: `https://pay.example/${Id}`,
});
const codes: StreamErrorCode[] = [
  'STREAM.CONNECTION_FAILED',
  'STREAM.NOT_SUBSCRIBED',
  'STREAM.LOGIN_REQUIRED',
  'STREAM.PASS_REQUIRED',
  'STREAM.NO_PACKAGES',
  'STREAM.GEO_BLOCKED',
  'STREAM.CONCURRENCY_LIMIT',
];

describe('makeLoadPackages', () => {
  it("'no packages' is an empty list; every other refusal passes through; plans are kept as sent (property)", async () => {
    const answers = fc.oneof(
      fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 })).map((ids) => ({ plans: ids.map(plan) })),
      fc.constantFrom(...codes).map((code) => ({ code })),
    );
    await fc.assert(
      fc.asyncProperty(answers, async (answer) => {
        const load = makeLoadPackages({
          stream: { packages: async () => ('code' in answer ? err({ code: answer.code }) : ok(answer.plans)) },
        });
        const got = await load();
        if ('plans' in answer) expect(got).toEqual(ok(answer.plans));
        else if (answer.code === 'STREAM.NO_PACKAGES') expect(got).toEqual(ok([]));
        else expect(got).toEqual(err({ code: answer.code }));
      }),
    );
  });
});
