import type * as z from 'zod/mini';

/**
 * The shared seed's answer as the site reads it: checked by the HTTP adapter's own schema and
 * mapped by its own mapper, so memory mode holds exactly what the stand-in serves. A seed that
 * breaks its own wire schema is a bug in the repository, said at once (the seeds' tests run it).
 */
export function fromWire<S extends z.ZodMiniType, T>(schema: S, answer: unknown, map: (wire: z.infer<S>) => T): T {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new Error(`the shared seed breaks its wire schema: ${parsed.error.message}`);
  return map(parsed.data);
}
