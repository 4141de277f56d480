import { act, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { useInTurns } from '.';

/** runs one pending timer task (and what React renders from it) */
const oneTask = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

describe('useInTurns (a large change reaches the page part by part, one per task)', () => {
  it('none before go; then one more part per task, up to the count, and no further', async () => {
    const { result, rerender } = renderHook(({ go }) => useInTurns(3, go), { initialProps: { go: false } });
    await oneTask();
    expect(result.current).toBe(0);
    rerender({ go: true });
    expect(result.current).toBe(0);
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      await oneTask();
      seen.push(result.current);
    }
    expect(seen).toEqual([1, 2, 3, 3, 3]);
  });

  it('property: whatever the count, every part has its turn, one per task, in order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 6 }), async (count) => {
        const { result, unmount } = renderHook(() => useInTurns(count, true));
        const seen = [result.current];
        for (let i = 0; i < count + 1; i++) {
          await oneTask();
          seen.push(result.current);
        }
        unmount();
        expect(seen).toEqual([...Array.from({ length: count + 1 }, (_, i) => i), count]);
      }),
      { numRuns: 15 },
    );
  });
});
