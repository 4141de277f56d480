import { err, ok, type Result } from '../shared/result';
import type { StreamError } from '../stream/stream-types';
import type { StreamPort } from '../ports/stream.port';

/** 'login': the first connection of a session (doLogin); 'refresh': read it again (getSessionState) */
export type ConnectVideoService = (how?: 'login' | 'refresh') => Promise<Result<string[], StreamError>>;

/**
 * After sign-in the video service is connected (ACCOUNT-10): doLogin opens the stream
 * session and answers its state, which gives the entitlements; after a purchase the state
 * is read again (getSessionState). Any failure is the one catalogued
 * 'STREAM.CONNECTION_FAILED' ('There was a problem connecting to the video service'); the
 * caller keeps the entitlements it already knows (none on a first connection) and shows
 * the error notification.
 */
export const makeConnectVideoService =
  ({ stream }: { stream: StreamPort }): ConnectVideoService =>
  async (how = 'login') => {
    const state = how === 'login' ? await stream.login() : await stream.sessionState();
    if (!state.ok) return err({ code: 'STREAM.CONNECTION_FAILED' });
    return ok(state.value.entitlements.filter((e) => typeof e === 'string' && e.trim() !== '').map((e) => e.trim()));
  };
