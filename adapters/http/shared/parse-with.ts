/** zod safeParse -> Result: a body that breaks its schema is SERVICE.INVALID_RESPONSE, never a throw into the UI. */
import { err, ok, invalidResponse, type Result, type ServiceError, type ServiceName } from '@core';
import * as z from 'zod/mini';
import type { JsonClient } from './json-client';

/** where the shape broke: issue paths only, never values (they could be personal data) */
const describeIssues = (error: z.core.$ZodError): string =>
  `schema broken at ${error.issues
    .slice(0, 3)
    .map((i) => i.path.join('.') || '(root)')
    .join(', ')}`;

export function parseWith<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  service: ServiceName,
  log: (reason: string) => void = (r) => console.warn(`[${service}] ${r}`),
): Result<z.infer<S>, ServiceError> {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return ok(parsed.data);
  log(describeIssues(parsed.error));
  return err(invalidResponse(service));
}

/** chain a client Result into a parsed and mapped one; a schema failure is logged through the client */
export function parseAndMap<S extends z.core.$ZodType, T>(
  result: Result<unknown, ServiceError>,
  schema: S,
  client: Pick<JsonClient, 'service' | 'reportInvalid'>,
  map: (wire: z.infer<S>) => T,
): Result<T, ServiceError> {
  if (!result.ok) return result;
  const parsed = parseWith(schema, result.value, client.service, client.reportInvalid);
  return parsed.ok ? ok(map(parsed.value)) : parsed;
}

/**
 * The items of a list that parse and map (a map may refuse an item that cannot be shown
 * honestly, with null); the rest are dropped and reported once per answer, so one broken entry
 * costs the fan that entry, not the page.
 */
export function keepParsed<S extends z.core.$ZodType, T>(
  items: readonly unknown[],
  schema: S,
  map: (wire: z.infer<S>) => T | null,
  client: Pick<JsonClient, 'reportInvalid'>,
  where: string,
): T[] {
  const good: T[] = [];
  for (const raw of items) {
    const parsed = z.safeParse(schema, raw);
    const mapped = parsed.success ? map(parsed.data) : null;
    if (mapped !== null) good.push(mapped);
  }
  if (good.length < items.length)
    client.reportInvalid(`${where}: dropped ${items.length - good.length} malformed item(s)`);
  return good;
}
