import fc from 'fast-check';
import type { PlayerPreferencesStore } from '../ports/player-preferences.port';
import {
  defaultPlayerPreferences,
  makePlayerPreferences,
  readPlayerPreferences,
  type PlayerPreferences,
} from './player-preferences';

const storeOf = (): PlayerPreferencesStore & { saved: PlayerPreferences | null } => {
  const store = {
    saved: null as PlayerPreferences | null,
    read: () => store.saved,
    write: (p: PlayerPreferences) => void (store.saved = p),
  };
  return store;
};

describe("the player's remembered choices", () => {
  it('reads anything a device holds as preferences: each field on its own, the volume within 0..1', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const p = readPlayerPreferences(value);
        expect(p.volume).toBeGreaterThanOrEqual(0);
        expect(p.volume).toBeLessThanOrEqual(1);
        expect(Math.round(p.volume * 100)).toBe(p.volume * 100);
        for (const key of ['captions', 'muted', 'inStep'] as const) expect(typeof p[key]).toBe('boolean');
        // well-formed choices read back as they are
        expect(readPlayerPreferences(p)).toEqual(p);
      }),
    );
    expect(readPlayerPreferences({ captions: true, volume: 7, muted: 'yes' })).toEqual({
      ...defaultPlayerPreferences,
      captions: true,
      volume: 1,
    });
    expect(readPlayerPreferences({ volume: -2 }).volume).toBe(0);
    expect(readPlayerPreferences({ volume: 0.333 }).volume).toBe(0.33);
  });

  it('remembers a change with every other choice kept', () => {
    const store = storeOf();
    const settings = makePlayerPreferences({ store });
    expect(settings.read()).toEqual(defaultPlayerPreferences);
    settings.update({ captions: true });
    settings.update({ volume: 0.4, muted: true });
    expect(store.saved).toEqual({ captions: true, volume: 0.4, muted: true, inStep: false });
    expect(makePlayerPreferences({ store }).read()).toEqual(store.saved);
  });
});
