import type { KeyboardEvent } from 'react';

export interface PlayerActions {
  readonly togglePlay: () => void;
  readonly seekBy: (seconds: number) => void;
  readonly toggleMute: () => void;
  readonly toggleFullscreen: () => void;
  /** absent where there are no captions */
  readonly toggleCaptions?: () => void;
  readonly openHelp: () => void;
}

export const SEEK_STEP_S = 10;

/**
 * The player's keyboard shortcuts (shortcuts-help.tsx lists them), on its own element: they
 * act only while one of its controls has focus (WCAG 2.1.4: a single-key shortcut is active
 * only on focus). A key a control already uses is left to it: Space on a button presses the
 * button, arrows on the seek or volume slider move the slider; the quality menu, the key
 * moments bar and the help dialog keep their own keys.
 */
export function playerShortcuts(actions: PlayerActions) {
  return (e: KeyboardEvent<HTMLElement>) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target as HTMLElement;
    if (target.closest('[role="dialog"],[role="menu"],[role="toolbar"]')) return;
    const slider = target instanceof HTMLInputElement && target.type === 'range';
    const button = target instanceof HTMLButtonElement;
    const act: Record<string, (() => void) | undefined> = {
      k: actions.togglePlay,
      ' ': button || slider ? undefined : actions.togglePlay,
      j: () => actions.seekBy(-SEEK_STEP_S),
      l: () => actions.seekBy(SEEK_STEP_S),
      ArrowLeft: slider ? undefined : () => actions.seekBy(-SEEK_STEP_S),
      ArrowRight: slider ? undefined : () => actions.seekBy(SEEK_STEP_S),
      m: actions.toggleMute,
      f: actions.toggleFullscreen,
      c: actions.toggleCaptions,
      '?': actions.openHelp,
    };
    const run = act[e.key.length === 1 && e.key !== ' ' && e.key !== '?' ? e.key.toLowerCase() : e.key];
    if (!run) return;
    e.preventDefault();
    run();
  };
}
