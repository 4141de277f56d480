import { err, ok, type StreamPort } from '@core';

/**
 * The stream service's session state in memory. `accessToken` reads the current token
 * (as the HTTP adapter reads the cookie) and `whoIs` says whose it is, so a signed-out
 * or expired token gets no session, like the real service's 401.
 * Packages and playback tokens belong to the video issue: they fail with a coded error.
 */
export interface MemoryStreamOptions {
  readonly accessToken: () => string | undefined;
  readonly whoIs: (token: string) => string | undefined;
  /** entitlements by user (sub) */
  readonly entitlements?: Readonly<Record<string, readonly string[]>>;
}

export function createMemoryStreamPort(options: MemoryStreamOptions): StreamPort & { setFailing(on: boolean): void; grant(sub: string, entitlements: readonly string[]): void } {
  let failing = false;
  const granted = new Map<string, readonly string[]>(Object.entries(options.entitlements ?? {}));
  return {
    setFailing: (on) => void (failing = on),
    grant: (sub, e) => void granted.set(sub, [...e]),
    async sessionState() {
      await Promise.resolve();
      const token = options.accessToken();
      const sub = token ? options.whoIs(token) : undefined;
      if (failing || !sub) return err({ code: 'STREAM.CONNECTION_FAILED' });
      return ok({ customerId: sub, firstName: '', lastName: '', entitlements: [...(granted.get(sub) ?? [])] });
    },
    playbackToken: async () => err({ code: 'STREAM.CONNECTION_FAILED' }),
    packages: async () => err({ code: 'STREAM.NO_PACKAGES' }),
  };
}
