import fc from 'fast-check';
import { concurrencyDecision } from './concurrency-decision';
import { describeStreamAccess } from './stream-messages';

const deviceArb = fc.constantFrom('d1', 'd2', 'd3', 'd4', 'd5');

describe('concurrencyDecision', () => {
  it('allows a new device only under the limit, and refuses with its own message', () => {
    expect(concurrencyDecision([], 'd1', 2)).toEqual({ ok: true, kind: 'granted' });
    expect(concurrencyDecision(['d1'], 'd2', 2).ok).toBe(true);
    const refused = concurrencyDecision(['d1', 'd2'], 'd3', 2);
    expect(refused).toEqual({ ok: false, kind: 'concurrency-limit', code: 'STREAM.CONCURRENCY_LIMIT', limit: 2 });
    if (!refused.ok) {
      expect(describeStreamAccess(refused).message).toBe(
        'Your account is already streaming on the maximum number of devices. Stop playback on another device and try again.',
      );
    }
    // a device already streaming keeps its place, even over the limit
    expect(concurrencyDecision(['d1', 'd2', 'd3'], 'd2', 2).ok).toBe(true);
    expect(concurrencyDecision(['d1'], 'd2', 0).ok).toBe(false);
    expect(concurrencyDecision(['d1', 'd2'], 'd3', Number.POSITIVE_INFINITY).ok).toBe(true);
  });

  it('allows iff the device is already active or fewer than limit distinct devices are', () => {
    fc.assert(
      fc.property(
        fc.array(deviceArb, { maxLength: 8 }),
        deviceArb,
        fc.integer({ min: -1, max: 6 }),
        (active, device, limit) => {
          const d = concurrencyDecision(active, device, limit);
          expect(d.ok).toBe(active.includes(device) || new Set(active).size < limit);
          if (!d.ok) expect(d.limit).toBe(limit);
        },
      ),
    );
  });

  it('ignores the order and repetition of the active list', () => {
    fc.assert(
      fc.property(
        fc.array(deviceArb, { maxLength: 8 }),
        deviceArb,
        fc.integer({ min: 0, max: 6 }),
        (active, device, limit) => {
          const a = concurrencyDecision(active, device, limit).ok;
          expect(concurrencyDecision([...active].reverse(), device, limit).ok).toBe(a);
          expect(concurrencyDecision([...active, ...active], device, limit).ok).toBe(a);
        },
      ),
    );
  });
});
