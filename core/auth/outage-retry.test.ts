import { TestScheduler } from 'rxjs/testing';
import type { Observable } from 'rxjs';
import { err, ok, type Result } from '../shared/result';
import { OUTAGE_RETRY_MAX_MS, outageRetryDelayMs, retryThroughOutages, type OutageAttempt } from './outage-retry';

type R = Result<string, { code: string }>;
const down: R = err({ code: 'AUTH.UNAVAILABLE' });
const refused: R = err({ code: 'AUTH.REFRESH_INVALID_REQUEST' });
const fine: R = ok('grant');
const isOutage = (e: { code: string }) => e.code === 'AUTH.UNAVAILABLE';

/** marble tests: each attempt answers 100 ms after it is made, with the next scripted answer */
function expectAttempts(
  answers: readonly R[],
  expected: string,
  values: Record<string, OutageAttempt<string, { code: string }>>,
  unsubscribe?: string,
) {
  const ts = new TestScheduler((actual, wanted) => expect(actual).toEqual(wanted));
  ts.run(({ cold, expectObservable }) => {
    let n = 0;
    const call = (): Observable<R> => cold('100ms (a|)', { a: answers[Math.min(n++, answers.length - 1)]! });
    expectObservable(retryThroughOutages(call, isOutage, ts), unsubscribe).toBe(expected, values);
  });
}

const outage = (failures: number) => ({ kind: 'outage', failures }) as const;
const answer = (result: R) => ({ kind: 'answer', result }) as const;

describe('retry through outages (marbles)', () => {
  it('an answer at the first try is all there is', () => {
    expectAttempts([fine], '100ms (a|)', { a: answer(fine) });
  });

  it('a refusal is an answer too: it ends the retries at once', () => {
    expectAttempts([refused], '100ms (a|)', { a: answer(refused) });
  });

  it('outages are reported and retried after 1 s, 2 s, 4 s, until the service answers', () => {
    // tries at 0, 1.1 s, 3.2 s, 7.3 s; each answers 100 ms later
    expectAttempts([down, down, down, fine], '100ms a 1099ms b 2099ms c 4099ms (d|)', {
      a: outage(1),
      b: outage(2),
      c: outage(3),
      d: answer(fine),
    });
  });

  it('an outage then a refusal ends with the refusal (the session is over only when the SSO says so)', () => {
    expectAttempts([down, refused], '100ms a 1099ms (b|)', { a: outage(1), b: answer(refused) });
  });

  it('never gives up: twenty failures in a row are still retried, 30 s apart at most', () => {
    const answers = [...Array.from({ length: 20 }, () => down), fine];
    let marble = '100ms a';
    let at = 100;
    const values: Record<string, OutageAttempt<string, { code: string }>> = { a: outage(1) };
    for (let i = 2; i <= 20; i++) {
      const gap = outageRetryDelayMs(i - 1) + 100;
      marble += ` ${gap - 1}ms ${String.fromCharCode(96 + i)}`;
      values[String.fromCharCode(96 + i)] = outage(i);
      at += gap;
    }
    marble += ` ${outageRetryDelayMs(20) + 100 - 1}ms (z|)`;
    values.z = answer(fine);
    expectAttempts(answers, marble, values);
    expect(at).toBeGreaterThan(20 * 1000);
  });

  it('unsubscribing (sign-out) cancels the wait: no further attempt is made', () => {
    expectAttempts([down, fine], '100ms a', { a: outage(1) }, '^ 500ms !');
  });
});

describe('outage back-off', () => {
  it('doubles from 1 s and stays at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 100].map(outageRetryDelayMs)).toEqual([
      1000,
      2000,
      4000,
      8000,
      16000,
      30000,
      30000,
      OUTAGE_RETRY_MAX_MS,
    ]);
  });
});
