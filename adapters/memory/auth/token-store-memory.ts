import type { StoredTokens, TokenStore } from '@core';

/**
 * Tokens in memory, shaped like the cookie jar: one store shared by several "tabs"
 * in a test is the same as one browser's cookies.
 */
export function createTokenStoreMemory(initial: StoredTokens = {}): TokenStore & { snapshot(): StoredTokens; set(tokens: StoredTokens): void } {
  let tokens: StoredTokens = { ...initial };
  return {
    read: () => ({ ...tokens }),
    write: ({ sessionId, identity }) => {
      tokens = {
        sessionId,
        accessToken: identity.accessToken,
        accessExpiresUtc: identity.access_token_expires_utc,
        refreshToken: identity.refreshToken,
        refreshExpiresUtc: identity.refresh_token_expires_utc,
        claims: identity.claims,
      };
    },
    clear: () => void (tokens = {}),
    snapshot: () => ({ ...tokens }),
    set: (t) => void (tokens = { ...t }),
  };
}
