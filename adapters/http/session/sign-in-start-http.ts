/**
 * The start of the panel's own sign-in form: the site server issues a one-time state for this
 * browser (its HttpOnly cookie) and answers the return address to give the portal, state
 * included (protocol/site-session, POST /auth/sign-in). The form then posts the fan's email
 * and password to the portal itself. Null when the site cannot be reached or answers
 * something else: the form says sign-in is not available rather than start one that would
 * be refused on its return.
 */
import * as z from 'zod/mini';
import { siteSessionPaths } from '@protocol/site-session/site-session-wire';
import { createJsonClient, type JsonClientOptions } from '../shared/json-client';

const answerSchema = z.object({ redirect_uri: z.string().check(z.minLength(1), z.maxLength(4096)) });

export type StartSignIn = (returnPath: string) => Promise<string | null>;

export function createSignInStartHttp(options: Omit<JsonClientOptions, 'service'>): StartSignIn {
  const client = createJsonClient({ ...options, service: 'sso' });
  const origin = new URL(options.baseUrl).origin;
  return async (returnPath) => {
    const r = await client.postJson(siteSessionPaths.signIn, { return: returnPath });
    if (!r.ok) return null;
    const answer = z.safeParse(answerSchema, r.value);
    if (!answer.success) {
      client.reportInvalid('sign-in start broke its schema');
      return null;
    }
    // only ever an address on this site (the portal refuses any other, but never send it one)
    try {
      return new URL(answer.data.redirect_uri).origin === origin ? answer.data.redirect_uri : null;
    } catch {
      return null;
    }
  };
}
