/**
 * SessionPort over the site server's own session endpoints (protocol/site-session), same
 * origin as the page. The refresh token and the session id live in HttpOnly cookies that
 * the browser sends by itself and no script can read; the refresh endpoint answers only
 * the short-lived access token, which the session manager keeps in memory.
 *
 * Refusal or outage: a 401 (or a 400 naming an invalid grant or request) is the session's
 * end, and the site server has already cleared its cookies; anything else (network error,
 * timeout, 5xx, 403, a body that breaks the schema) is AUTH.UNAVAILABLE: keep everything,
 * try again.
 */
import { err, ok, type AccessGrant, type AuthError, type AuthPortError, type Result, type SessionPort } from '@core';
import * as z from 'zod/mini';
import {
  siteSessionPaths,
  siteSessionRefusals,
  type SiteAccessGrantWire,
  type SiteSessionRefusal,
} from '@protocol/site-session/site-session-wire';
import { claimsSchema, isoUtc, token } from '../auth/token-fields';
import { wireSchema } from '../shared/wire-schema';
import { createJsonClient, type JsonClientOptions, type JsonRefusal } from '../shared/json-client';

const grantSchema = wireSchema<SiteAccessGrantWire>()(
  z.object({
    access_token: token,
    access_token_expires_utc: isoUtc,
    refresh_token_expires_utc: isoUtc,
    claims: claimsSchema,
  }),
);

type SessionRefusalCode = Exclude<AuthError, { readonly message: string }>['code'];

const refusalCodes: Readonly<Record<SiteSessionRefusal, SessionRefusalCode>> = {
  invalid_request: 'AUTH.REFRESH_INVALID_REQUEST',
  no_session: 'AUTH.NO_SESSION',
  session_error: 'AUTH.SESSION_ERROR',
  refresh_failed: 'AUTH.REFRESH_FAILED',
};

/** what a refusing answer says, or null when it is an outage */
function refusalOf({ status, body }: JsonRefusal): AuthError | null {
  const word = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const known = siteSessionRefusals.find((r) => r === word);
  if (status === 401) return { code: known ? refusalCodes[known] : 'AUTH.REFRESH_FAILED' };
  if (status === 400 && (word === 'invalid_grant' || word === 'invalid_request'))
    return { code: 'AUTH.REFRESH_INVALID_REQUEST' };
  return null;
}

export interface HttpSessionPortOptions extends Omit<JsonClientOptions, 'service'> {
  /** whether the site holds a session (its readable hint cookie): a guest's page makes no call */
  readonly hasSession: () => boolean;
  /** forgets the hint at once on sign-out, so the next page is a guest's even if the site cannot be reached */
  readonly forgetSession?: () => void;
}

export function createSessionHttp(options: HttpSessionPortOptions): SessionPort {
  const client = createJsonClient({ ...options, service: 'sso' });
  const unavailable: Result<never, AuthPortError> = err({ code: 'AUTH.UNAVAILABLE' });

  async function post(path: string): Promise<Result<unknown, AuthPortError>> {
    const seen: { refusal: AuthError | null } = { refusal: null };
    const r = await client.postJson(
      path,
      {},
      {
        onRefusal: (answer) => {
          seen.refusal = refusalOf(answer);
        },
      },
    );
    if (r.ok) return r;
    return seen.refusal ? err(seen.refusal) : unavailable;
  }

  return {
    hasSession: options.hasSession,
    async refresh() {
      const r = await post(siteSessionPaths.refresh);
      if (!r.ok) return r;
      const grant = z.safeParse(grantSchema, r.value);
      if (!grant.success) {
        client.reportInvalid('session grant broke its schema');
        return unavailable;
      }
      const value: AccessGrant = {
        accessToken: grant.data.access_token,
        access_token_expires_utc: grant.data.access_token_expires_utc,
        refresh_token_expires_utc: grant.data.refresh_token_expires_utc,
        claims: grant.data.claims,
      };
      return ok(value);
    },
    async signOut() {
      options.forgetSession?.();
      const r = await post(siteSessionPaths.signOut);
      return r.ok ? ok(undefined) : r.error.code === 'AUTH.UNAVAILABLE' ? r : ok(undefined);
    },
  };
}
