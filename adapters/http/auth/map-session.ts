import type { SsoSession } from '@core';
import type * as z from 'zod/mini';
import type { tokenResponseSchema } from './sso-schema';

/** wire token response -> core session */
export const toSession = (w: z.infer<typeof tokenResponseSchema>): SsoSession => ({
  sessionId: w.sessionId,
  identity: {
    accessToken: w.access_token,
    refreshToken: w.refresh_token,
    access_token_expires_utc: w.access_token_expires_utc,
    refresh_token_expires_utc: w.refresh_token_expires_utc,
    claims: {
      forename: w.claims.forename,
      surname: w.claims.surname,
      sub: w.claims.sub,
      given_name: w.claims.given_name,
    },
  },
});
