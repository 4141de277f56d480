import { err, ok, type StreamErrorCode, type StreamPort, type SubscriptionPlan } from '@core';

/**
 * A stream service that answers packages() with fixed plans (or a fixed refusal), for the
 * subscription page's tests and stories. Playback is not this page's business.
 */
export function fixedStreamPort(answer: readonly SubscriptionPlan[] | StreamErrorCode | 'never'): StreamPort & { packageCalls: number } {
  const port = {
    packageCalls: 0,
    sessionState: () => Promise.resolve(err({ code: 'STREAM.CONNECTION_FAILED' as const })),
    playbackToken: () => Promise.resolve(err({ code: 'STREAM.CONNECTION_FAILED' as const })),
    packages() {
      port.packageCalls += 1;
      if (answer === 'never') return new Promise<never>(() => {});
      return Promise.resolve(typeof answer === 'string' ? err({ code: answer }) : ok(answer));
    },
  };
  return port;
}
