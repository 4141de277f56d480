import { EARLY_PRESS_REPLAY, HYDRATED_ATTRIBUTE, INTERACTIVE_MARK, replayEarlyPress } from './early-presses';

describe('replayEarlyPress', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_PRESS_REPLAY];
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  });

  it("marks the page interactive (the root element and the timeline) and presses again the boot script's kept press", () => {
    const replay = vi.fn();
    (window as unknown as Record<string, unknown>)[EARLY_PRESS_REPLAY] = replay;
    replayEarlyPress();
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    expect(performance.getEntriesByName(INTERACTIVE_MARK, 'mark')).toHaveLength(1);
    expect(replay).toHaveBeenCalledTimes(1);
  });

  it('is safe without the boot script (development)', () => {
    expect(() => replayEarlyPress()).not.toThrow();
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });
});
