import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRequestGuard } from './request-guard';
import { statusFromError } from './load-status';

describe('request guard', () => {
  it('only the newest ticket is current; invalidate retires all (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('next', 'invalidate'), { maxLength: 30 }), (ops) => {
        const guard = createRequestGuard();
        const tickets: number[] = [];
        let newest: number | null = null;
        for (const op of ops) {
          if (op === 'next') {
            newest = guard.next();
            tickets.push(newest);
          } else {
            guard.invalidate();
            newest = null;
          }
        }
        for (const t of tickets) expect(guard.isCurrent(t)).toBe(t === newest);
      }),
    );
  });
});

describe('statusFromError', () => {
  it('maps NOT_FOUND to a 404 and every other code to a retryable error', () => {
    fc.assert(
      fc.property(fc.constantFrom('SERVICE.UNAVAILABLE', 'SERVICE.INVALID_RESPONSE', 'SERVICE.NOT_FOUND' as const), (code) => {
        const status = statusFromError({ code, service: 'web-api' } as never);
        expect(status).toEqual(code === 'SERVICE.NOT_FOUND' ? { kind: 'not-found' } : { kind: 'error', code });
      }),
    );
  });
});
