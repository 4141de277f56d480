/** Small helpers the services share: query parsing with 400s instead of guesses. */
import type { Context } from 'hono';

export const badRequest = (c: Context, message: string) => c.json({ error: 'Bad Request', message }, 400);
export const notFound = (c: Context, message = 'Not Found') => c.json({ error: 'Not Found', message }, 404);

/** an optional non-negative integer query parameter; NaN marks an invalid value */
export function intParam(c: Context, name: string, fallback: number): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  return /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
}

/** the origin this request came to, so absolute links in bodies point back at the stand-in */
export const requestOrigin = (c: Context): string => new URL(c.req.url).origin;
