import { act, render } from '@testing-library/react';
import fc from 'fast-check';
import { makeSpoilerSettings } from '@core';
import { createSpoilerStoreMemory } from '@adapters/memory/index';
import { createSpoilerVm, scoreVisible, type SpoilerVm } from './spoiler-vm';
import { useShownScores } from './use-shown-scores';

const MATCHES = ['m1', 'm2', 'm3'];

function harness(vm: SpoilerVm) {
  /** per render: what the page showed, and what the setting allowed at that moment */
  const renders: { visible: string[]; allowed: string[]; known: boolean }[] = [];
  function Probe() {
    const { visible, known } = useShownScores(vm);
    renders.push({
      visible: MATCHES.filter(visible),
      allowed: MATCHES.filter((id) => scoreVisible(vm.state, id)),
      known,
    });
    return null;
  }
  return { renders, Probe };
}

const action = fc.oneof(
  fc.boolean().map((on) => (vm: SpoilerVm) => vm.setSpoilerFree(on)),
  fc.constantFrom(...MATCHES).map((id) => (vm: SpoilerVm) => vm.reveal(id)),
);

describe('the scores a page shows under the spoiler setting', () => {
  it('never shows a score the setting hides at that moment, and ends showing what it allows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(action, { maxLength: 6 }), async (startFree, actions) => {
        const settings = makeSpoilerSettings({ store: createSpoilerStoreMemory() });
        settings.setSpoilerFree(startFree);
        const vm = createSpoilerVm({ spoilerSettings: settings });
        const { renders, Probe } = harness(vm);
        const view = render(<Probe />);
        // valtio tells its readers in a microtask: each change is settled before the next
        await act(async () => void vm.start());
        for (const a of actions) await act(async () => a(vm));
        for (const r of renders) expect(r.visible.every((id) => r.allowed.includes(id))).toBe(true);
        expect(renders.at(-1)!.visible).toEqual(MATCHES.filter((id) => scoreVisible(vm.state, id)));
        view.unmount();
      }),
      { numRuns: 60 },
    );
  });

  it("reading the device's setting unmasks the scores in a later render than the one that read it", async () => {
    const vm = createSpoilerVm({ spoilerSettings: makeSpoilerSettings({ store: createSpoilerStoreMemory() }) });
    const { renders, Probe } = harness(vm);
    render(<Probe />);
    renders.length = 0;
    await act(async () => void vm.start());
    expect(renders[0]).toMatchObject({ known: false, visible: [] });
    expect(renders.at(-1)).toMatchObject({ known: true, visible: MATCHES });
  });
});
