import type { ServiceToken, StreamPort } from '@core';

/**
 * The stream service belongs to the fan's session: it reads the account's current token,
 * and it is built with the account view model in the accounts chunk, which loads just
 * after first paint (see DeferredAccountVmProvider). The container binds Ports.stream
 * to this stand-in port at start, so the stream use cases are bound like any other; a
 * call made before the accounts code arrives waits for it (the screens show 'loading',
 * as they did when they waited for the account themselves).
 */
export interface SessionStream {
  readonly port: StreamPort;
  /** the account's stream service, once it exists; later calls are ignored */
  attach(stream: StreamPort): void;
}

/** app-only token: ui/ asks for Ports.stream, only the app attaches */
export const sessionStreamToken = Symbol.for('uzfc.app.SessionStream') as ServiceToken<SessionStream>;

export function createSessionStream(): SessionStream {
  let attach!: (stream: StreamPort) => void;
  const attached = new Promise<StreamPort>((resolve) => {
    attach = resolve;
  });
  return {
    attach,
    port: {
      init: async () => (await attached).init(),
      login: async () => (await attached).login(),
      logout: async () => (await attached).logout(),
      sessionState: async () => (await attached).sessionState(),
      playbackToken: async (entryId) => (await attached).playbackToken(entryId),
      packages: async () => (await attached).packages(),
      devices: async () => (await attached).devices(),
      stopDevice: async (leaseId) => (await attached).stopDevice(leaseId),
      progress: async (entryId) => (await attached).progress(entryId),
      recentProgress: async () => (await attached).recentProgress(),
      saveProgress: async (entryId, at, options) => (await attached).saveProgress(entryId, at, options),
    },
  };
}
