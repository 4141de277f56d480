import fc from 'fast-check';
import {
  ACCESSIBILITY_SWITCHES,
  TEXT_SIZES,
  defaultAccessibilitySettings,
  documentAttributes,
  makeAccessibilitySettings,
  type AccessibilitySettings,
  type AccessibilitySettingsStore,
} from '@core';
import { createAccessibilitySettingsStoreMemory } from '@adapters/memory/accessibility/accessibility-settings-store-memory';
import { arbitrarySettings } from '@test/arbitraries/accessibility-arbitraries';
import { deferred, flush } from '../../shared/testing/deferred';
import { createAccessibilityVm } from './accessibility-vm';

/** A page's root element, as the attributes the view model leaves on it. */
const fakePage = () => {
  const attributes: Record<string, string> = {};
  return {
    attributes,
    applyToPage: (next: Readonly<Record<string, string | null>>) => {
      for (const [name, value] of Object.entries(next)) {
        if (value === null) delete attributes[name];
        else attributes[name] = value;
      }
    },
  };
};
const shown = (s: AccessibilitySettings) =>
  Object.fromEntries(Object.entries(documentAttributes(s)).filter(([, v]) => v !== null));

function setup(
  stored: AccessibilitySettings | null = null,
  initial: AccessibilitySettings = defaultAccessibilitySettings,
  store?: AccessibilitySettingsStore,
) {
  const memory = createAccessibilitySettingsStoreMemory(stored);
  const page = fakePage();
  const vm = createAccessibilityVm({
    settings: makeAccessibilitySettings({ store: store ?? memory }),
    applyToPage: page.applyToPage,
    initial,
  });
  return { vm, page, memory };
}

describe('accessibility settings view model', () => {
  it('opens with what the page shows, and shows and remembers each change at once', async () => {
    const initial = { ...defaultAccessibilitySettings, textSize: 150 as const };
    const { vm, page, memory } = setup(initial, initial);
    vm.start();
    expect(vm.state.settings).toEqual(initial);
    vm.setTextSize(200);
    vm.setSwitch('highContrast', true);
    expect(vm.state.settings).toMatchObject({ textSize: 200, highContrast: true });
    expect(page.attributes).toEqual({ 'data-a11y-text': '200', 'data-a11y-contrast': 'high' });
    await flush();
    expect(memory.saved).toEqual(vm.state.settings);
  });

  it('takes the stored settings when they differ from the page (another tab changed them)', async () => {
    const stored = { ...defaultAccessibilitySettings, readableFont: true };
    const { vm, page } = setup(stored);
    vm.start();
    await flush();
    expect(vm.state.settings).toEqual(stored);
    expect(page.attributes).toEqual({ 'data-a11y-font': 'readable' });
  });

  it('a stored answer that arrives after the fan changed something never undoes the change', async () => {
    const held = deferred<AccessibilitySettings | null>();
    const { vm } = setup(null, defaultAccessibilitySettings, { read: () => held.promise, write: async () => {} });
    vm.start();
    vm.setSwitch('underlineLinks', true);
    held.resolve({ ...defaultAccessibilitySettings, textSize: 175 });
    await flush();
    expect(vm.state.settings).toEqual({ ...defaultAccessibilitySettings, underlineLinks: true });
  });

  it('a stopped view model ignores a late answer (the panel closed)', async () => {
    const held = deferred<AccessibilitySettings | null>();
    const { vm, page } = setup(null, defaultAccessibilitySettings, { read: () => held.promise, write: async () => {} });
    vm.start()();
    held.resolve({ ...defaultAccessibilitySettings, highContrast: true });
    await flush();
    expect(page.attributes).toEqual({});
  });

  it('reset goes back to the defaults and removes every attribute', async () => {
    const everything = {
      textSize: 200 as const,
      highContrast: true,
      underlineLinks: true,
      readableFont: true,
      pauseMotion: true,
      readingGuide: true,
    };
    const { vm, page, memory } = setup(everything, everything);
    page.applyToPage(documentAttributes(everything));
    vm.reset();
    expect(page.attributes).toEqual({});
    await flush();
    expect(memory.saved).toEqual(defaultAccessibilitySettings);
  });

  it('property: after any sequence of changes the page shows, and the device remembers, exactly the settings', async () => {
    const action = fc.oneof(
      fc.constantFrom(...TEXT_SIZES).map((size) => ({ kind: 'size' as const, size })),
      fc
        .tuple(fc.constantFrom(...ACCESSIBILITY_SWITCHES), fc.boolean())
        .map(([key, on]) => ({ kind: 'switch' as const, key, on })),
      fc.constant({ kind: 'reset' as const }),
    );
    await fc.assert(
      fc.asyncProperty(arbitrarySettings, fc.array(action, { maxLength: 12 }), async (initial, actions) => {
        const { vm, page, memory } = setup(initial, initial);
        page.applyToPage(documentAttributes(initial));
        vm.start();
        for (const a of actions) {
          if (a.kind === 'size') vm.setTextSize(a.size);
          else if (a.kind === 'switch') vm.setSwitch(a.key, a.on);
          else vm.reset();
        }
        await flush();
        expect(page.attributes).toEqual(shown(vm.state.settings));
        expect(memory.saved).toEqual(vm.state.settings);
      }),
      { numRuns: 60 },
    );
  });
});
