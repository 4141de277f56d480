/** zod schemas for the SSO wire format (protocol/sso/sso-wire.ts); safeParse only. */
import * as z from 'zod/mini';
import type { SsoAuthResponse, SsoEnvelope, SsoLoginErrorWire, SsoTokenResponse } from '@protocol/sso/sso-wire';
import { wireSchema } from '../shared/wire-schema';
import { claimsSchema, isoUtc, token } from './token-fields';

export const tokenResponseSchema = wireSchema<SsoTokenResponse>()(
  z.object({
    sessionId: token,
    access_token: token,
    refresh_token: token,
    access_token_expires_utc: isoUtc,
    refresh_token_expires_utc: isoUtc,
    claims: claimsSchema,
  }),
);

/** the envelope first; its `response` is read by the schema of the call (tokens, or the alternate provider's) */
export const envelopeSchema = wireSchema<SsoEnvelope<unknown>>()(
  z.object({
    success: z.boolean(),
    message: z.string(),
    response: z.unknown(),
  }),
);

export const authResponseSchema = wireSchema<NonNullable<SsoAuthResponse['response']>>()(
  z.object({
    FirstName: z.string(),
    // an older portal leaves the surname out
    LastName: z._default(z.optional(z.string()), ''),
    access_token: token,
    access_token_expires_utc: isoUtc,
    sub: token,
  }),
);

/** the portal's words for a refusal: plain text, short (it is shown in the account panel as it is) */
export const loginErrorSchema = wireSchema<SsoLoginErrorWire>()(
  z.object({ message: z.string().check(z.minLength(1), z.maxLength(300)) }),
);
