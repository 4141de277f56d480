import type { SessionPort, SessionSignal } from '../ports/auth.port';

export type SignOut = () => Promise<void>;

/**
 * Sign out: every other tab is told at once, then the site forgets the session (its
 * HttpOnly cookies cleared, the SSO session ended so its tokens stop working and the
 * portal forgets the sign-in). The caller has already dropped the access token, so the
 * fan is signed out at once even if the site cannot be reached.
 */
export const makeSignOut =
  ({ session, signal }: { session: SessionPort; signal: SessionSignal }): SignOut =>
  async () => {
    signal.publish('signed-out');
    await session.signOut();
  };
