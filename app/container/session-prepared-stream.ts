import type { OpenStream, ServiceToken } from '@core';
import type { PreparedStream } from '@core/stream/prepared-stream';

/**
 * Preparing a stream on intent is for a signed-in fan, so its code (core makePreparedStream) comes
 * with the accounts chunk, which attaches it (create-account-vm.ts), and stays out of every
 * route's first bundle. Until then nothing is prepared and the player asks as it always does.
 */
export interface SessionPreparedStream {
  readonly useCase: PreparedStream;
  /** the visitor's prepared stream, once the accounts code is here; later calls are ignored */
  attach(prepared: PreparedStream): void;
}

/** app-only token: ui/ asks for UseCases.preparedStream, only the app attaches */
export const sessionPreparedStreamToken = Symbol.for(
  'uzfc.app.SessionPreparedStream',
) as ServiceToken<SessionPreparedStream>;

export function createSessionPreparedStream(openStream: OpenStream): SessionPreparedStream {
  let attached: PreparedStream | null = null;
  return {
    attach: (prepared) => {
      attached ??= prepared;
    },
    useCase: {
      prepare: (input, viewer) => attached?.prepare(input, viewer),
      open: (input, viewer) => (attached ? attached.open(input, viewer) : openStream(input)),
    },
  };
}
