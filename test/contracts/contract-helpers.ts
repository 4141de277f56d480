import { expect } from 'vitest';
import type { Result } from '@core';

/**
 * Contract suites are shared by the HTTP and in-memory adapters, so they must hold
 * for any seed: they check relations (order, paging, consistency), never counts.
 */
export type Make<P> = () => Promise<P> | P;

/** Unwraps an ok Result, failing the test with the error code otherwise. */
export function expectOk<T, E>(result: Result<T, E>): T {
  if (!result.ok) expect.fail(`expected ok, got error ${JSON.stringify(result.error)}`);
  return result.value;
}

export function expectErrCode<T, E extends { code: string }>(result: Result<T, E>, code: E['code']): void {
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error.code).toBe(code);
}

export const isIsoDate = (s: string): boolean =>
  typeof s === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s));

/** true when every element is >= the next one */
export const isDescending = (values: readonly number[]): boolean =>
  values.every((v, i) => i === 0 || values[i - 1]! >= v);
