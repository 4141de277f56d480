import { proxy } from 'valtio/vanilla';
import type { AccessibilitySettingsUseCase, TextSize } from '@core';
// by module path: the rules load with the panel, not in every page's first bundle
import {
  documentAttributes,
  sameSettings,
  withSwitch,
  withTextSize,
  defaultAccessibilitySettings,
  type AccessibilitySettings,
  type AccessibilitySwitch,
} from '@core/accessibility/accessibility-settings';

export interface AccessibilityVmState {
  settings: AccessibilitySettings;
}

export interface AccessibilityVm {
  readonly state: AccessibilityVmState;
  /** reads what the device remembers; returns its disposer */
  start(): () => void;
  setTextSize(size: TextSize): void;
  setSwitch(key: AccessibilitySwitch, on: boolean): void;
  reset(): void;
}

export interface AccessibilityVmDeps {
  readonly settings: AccessibilitySettingsUseCase;
  /** shows settings on the page (the root element's attributes) */
  readonly applyToPage: (attributes: Readonly<Record<string, string | null>>) => void;
  /** what the page shows now (the head script applied the stored settings before the first paint) */
  readonly initial: AccessibilitySettings;
}

/**
 * The accessibility settings panel's view model. It starts from what the page already
 * shows, so the panel opens with the right values at once; the device's stored settings
 * then confirm them (they agree unless another tab changed them). Every change shows on
 * the page at once and is remembered; a stored value arriving after the fan's first
 * change never undoes it.
 */
export function createAccessibilityVm({ settings, applyToPage, initial }: AccessibilityVmDeps): AccessibilityVm {
  const state = proxy<AccessibilityVmState>({ settings: { ...initial } });
  let changedByFan = false;

  const show = (next: AccessibilitySettings) => {
    state.settings = { ...next };
    applyToPage(documentAttributes(next));
  };
  const change = (next: AccessibilitySettings) => {
    if (sameSettings(next, state.settings)) return;
    changedByFan = true;
    show(next);
    void settings.save(next);
  };
  const current = (): AccessibilitySettings => ({ ...state.settings });

  return {
    state,
    start() {
      let disposed = false;
      void settings.read().then((stored) => {
        if (disposed || changedByFan || sameSettings(stored, state.settings)) return;
        show(stored);
      });
      return () => {
        disposed = true;
      };
    },
    setTextSize: (size) => change(withTextSize(current(), size)),
    setSwitch: (key, on) => change(withSwitch(current(), key, on)),
    reset: () => change(defaultAccessibilitySettings),
  };
}
