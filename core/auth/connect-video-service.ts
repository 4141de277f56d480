import { err, ok, type Result } from '../shared/result';
import type { StreamError } from '../stream/stream-types';
import type { StreamPort } from '../ports/stream.port';

export type ConnectVideoService = () => Promise<Result<string[], StreamError>>;

/**
 * After sign-in the video service is connected (ACCOUNT-10): its session state gives
 * the entitlements. Any failure is the one catalogued 'STREAM.CONNECTION_FAILED'
 * ('There was a problem connecting to the video service'); the caller keeps the
 * entitlements it already knows (none on a first connection) and shows the error notification.
 */
export const makeConnectVideoService =
  ({ stream }: { stream: StreamPort }): ConnectVideoService =>
  async () => {
    const state = await stream.sessionState();
    if (!state.ok) return err({ code: 'STREAM.CONNECTION_FAILED' });
    return ok(state.value.entitlements.filter((e) => typeof e === 'string' && e.trim() !== '').map((e) => e.trim()));
  };
