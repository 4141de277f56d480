import type { AuthPort, SessionSignal, TokenStore } from '../ports/auth.port';

export type SignOut = (options?: { readonly fromOtherTab?: boolean }) => Promise<void>;

/**
 * Sign out: the tokens are cleared first, so the visitor is signed out at once even if
 * the SSO cannot be reached; then every other tab is told, and the SSO session is ended
 * (best effort) so its tokens stop working and the portal forgets the sign-in.
 * A tab reacting to another tab's sign-out does neither again.
 */
export const makeSignOut = ({ auth, tokens, signal }: { auth: AuthPort; tokens: TokenStore; signal: SessionSignal }): SignOut =>
  async ({ fromOtherTab = false } = {}) => {
    const { sessionId } = tokens.read();
    tokens.clear();
    if (fromOtherTab) return;
    signal.publish('signed-out');
    if (sessionId) await auth.endSession(sessionId);
  };
