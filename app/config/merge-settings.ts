export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The deployment's settings over the defaults, object by object (a setting left out keeps its default). */
export function mergeDeep(base: unknown, over: Record<string, unknown>): unknown {
  if (!isRecord(base)) return over;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = isRecord(v) && isRecord(base[k]) ? mergeDeep(base[k], v) : v;
  return out;
}
