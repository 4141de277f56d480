/** zod schemas for the SSO wire format (protocol/sso/sso-wire.ts); safeParse only. */
import * as z from 'zod/mini';

const isoUtc = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
  z.refine((s) => !Number.isNaN(Date.parse(s))),
);
const token = z.string().check(z.minLength(1), z.maxLength(4096));

export const tokenResponseSchema = z.object({
  sessionId: token,
  access_token: token,
  refresh_token: token,
  access_token_expires_utc: isoUtc,
  refresh_token_expires_utc: isoUtc,
  claims: z.object({ forename: z.string(), surname: z.string(), sub: token, given_name: z.string() }),
});

export const envelopeSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  response: z.unknown(),
});

export const authResponseSchema = z.object({
  FirstName: z.string(),
  LastName: z._default(z.optional(z.string()), ''),
  access_token: token,
  access_token_expires_utc: isoUtc,
  sub: token,
});
