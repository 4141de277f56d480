import fc from 'fast-check';
import { behindText, LIVE_EDGE_TOLERANCE_S, livePosition } from './live-position';

describe('where a fan is in a live window', () => {
  it('is at the live edge within the tolerance, behind by whole seconds beyond it, never behind when ahead', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 20_000, noNaN: true }),
        fc.double({ min: -30, max: 20_000, noNaN: true }),
        (edge, behind) => {
          const p = livePosition(edge - behind, edge);
          expect(p.atLiveEdge).toBe(behind <= LIVE_EDGE_TOLERANCE_S);
          expect(p.behindSeconds).toBe(p.atLiveEdge ? 0 : Math.floor(behind));
          expect(p.behindSeconds).toBeGreaterThanOrEqual(0);
        },
      ),
    );
    expect(livePosition(100, null)).toEqual({ atLiveEdge: true, behindSeconds: 0 });
    expect(livePosition(Number.NaN, 100)).toEqual({ atLiveEdge: true, behindSeconds: 0 });
  });

  it('says how far behind in words a fan can read', () => {
    expect(behindText(12.7)).toBe('12 s');
    expect(behindText(125)).toBe('2 min 5 s');
    expect(behindText(120)).toBe('2 min');
    expect(behindText(3_840)).toBe('1 h 4 min');
    expect(behindText(7_200)).toBe('2 h');
    expect(behindText(-3)).toBe('0 s');
  });
});
