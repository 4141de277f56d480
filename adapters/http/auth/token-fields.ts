/** The fields the SSO's answers and the site session's grant share: tokens, their expiries, the claims. */
import * as z from 'zod/mini';

export const isoUtc = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
  z.refine((s) => !Number.isNaN(Date.parse(s))),
);
export const token = z.string().check(z.minLength(1), z.maxLength(4096));

export const claimsSchema = z.object({ forename: z.string(), surname: z.string(), sub: token, given_name: z.string() });
