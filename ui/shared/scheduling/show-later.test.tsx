import { act, render } from '@testing-library/react';
import fc from 'fast-check';
import { useShowLater } from './show-later';

type Shown = readonly number[];
/** `now` hides something `shown` still shows */
const hides = (now: Shown, shown: Shown) => shown.some((x) => !now.includes(x));

/** every value rendered, with the `now` it was rendered for */
function harness() {
  const renders: { now: Shown; shown: Shown }[] = [];
  function Probe({ now }: { readonly now: Shown }) {
    const shown = useShowLater(now, hides);
    renders.push({ now, shown });
    return null;
  }
  return { renders, Probe };
}

describe('useShowLater: showing may wait, hiding may not', () => {
  it('a change that shows more is first rendered with what was shown, then with the new value', () => {
    const { renders, Probe } = harness();
    const view = render(<Probe now={[1]} />);
    renders.length = 0;
    act(() => view.rerender(<Probe now={[1, 2]} />));
    expect(renders.map((r) => r.shown)).toEqual([[1], [1, 2]]);
  });

  it('a change that hides is on screen in the render that made it', () => {
    const { renders, Probe } = harness();
    const view = render(<Probe now={[1, 2]} />);
    renders.length = 0;
    act(() => view.rerender(<Probe now={[1]} />));
    expect(renders[0]!.shown).toEqual([1]);
  });

  it('never renders what the value of that render hides, and ends on the value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 4 }), { maxLength: 4 }), { maxLength: 8 }),
        (steps) => {
          const { renders, Probe } = harness();
          const view = render(<Probe now={[]} />);
          for (const now of steps) act(() => view.rerender(<Probe now={now} />));
          for (const r of renders) expect(r.shown.every((x) => r.now.includes(x))).toBe(true);
          expect(renders.at(-1)!.shown).toEqual(steps.at(-1) ?? []);
          view.unmount();
        },
      ),
      { numRuns: 50 },
    );
  });
});
