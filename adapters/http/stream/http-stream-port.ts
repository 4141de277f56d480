/**
 * StreamPort over the stream service, as far as accounts need it: the session state
 * (GET /session with the SSO access token as a Bearer token). The video issue adds
 * packages and playback tokens; until then they answer a coded error.
 */
import { err, ok, type StreamPort } from '@core';
import * as z from 'zod/mini';
import { streamPaths } from '@protocol/stream/stream-session-wire';
import { createJsonClient, type JsonClientOptions } from '../json-client';

const sessionSchema = z.object({
  CurrentCustomerSession: z.object({
    CustomerFirstName: z.string(),
    CustomerLastName: z.string(),
    CustomerEntitlements: z.string(),
    CustomerId: z.string().check(z.minLength(1)),
  }),
  AuthenticationToken: z.nullable(z.string()),
  ModelErrors: z.nullable(z.object({ emailaddress: z.nullable(z.string()), password: z.nullable(z.string()), Concurrency: z.nullable(z.string()) })),
});

export interface HttpStreamPortOptions extends Omit<JsonClientOptions, 'service'> {
  /** the current SSO access token (read from the token store at each call) */
  readonly accessToken: () => string | undefined;
}

export function createHttpStreamPort(options: HttpStreamPortOptions): StreamPort {
  const baseFetch: typeof fetch = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  // the shared JSON client has no header option: a client per call adds this call's
  // Authorization on the way out (a shared mutable token would race between calls)
  const clientFor = (token: string) => createJsonClient({
    ...options,
    service: 'stream',
    fetchImpl: (input, init) => baseFetch(input, { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` } }),
  });

  return {
    async sessionState() {
      const token = options.accessToken();
      if (!token) return err({ code: 'STREAM.LOGIN_REQUIRED' });
      const client = clientFor(token);
      const r = await client.getJson(streamPaths.session);
      if (!r.ok) return err({ code: 'STREAM.CONNECTION_FAILED' });
      const parsed = z.safeParse(sessionSchema, r.value);
      if (!parsed.success) {
        client.reportInvalid('stream session broke its schema');
        return err({ code: 'STREAM.CONNECTION_FAILED' });
      }
      const s = parsed.data.CurrentCustomerSession;
      return ok({
        customerId: s.CustomerId, firstName: s.CustomerFirstName, lastName: s.CustomerLastName,
        entitlements: s.CustomerEntitlements.split(',').map((e) => e.trim()).filter(Boolean),
      });
    },
    playbackToken: async () => err({ code: 'STREAM.CONNECTION_FAILED' }),
    packages: async () => err({ code: 'STREAM.NO_PACKAGES' }),
  };
}
