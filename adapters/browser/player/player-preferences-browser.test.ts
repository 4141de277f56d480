import { playerPreferencesStoreContract } from '@test/contracts/index';
import { createPlayerPreferencesBrowser, PLAYER_PREFERENCES_KEY } from './player-preferences-browser';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

playerPreferencesStoreContract(() => {
  const storage = memoryStorage();
  return createPlayerPreferencesBrowser(() => storage);
});

describe("the player's choices in localStorage", () => {
  it('survive a new store on the same device (a reload)', () => {
    localStorage.clear();
    createPlayerPreferencesBrowser().write({ captions: true, volume: 0.25, muted: true, inStep: true });
    expect(createPlayerPreferencesBrowser().read()).toEqual({
      captions: true,
      volume: 0.25,
      muted: true,
      inStep: true,
    });
    localStorage.clear();
  });

  it('read a tampered value as what makes sense of it, and a broken one as nothing saved', () => {
    const read = (raw: string) =>
      createPlayerPreferencesBrowser(() => memoryStorage({ [PLAYER_PREFERENCES_KEY]: raw })).read();
    expect(read('{nope')).toBeNull();
    expect(read('"a string"')).toBeNull();
    expect(read('{"captions":true,"volume":"loud"}')).toEqual({
      captions: true,
      volume: 1,
      muted: false,
      inStep: false,
    });
  });

  it('drop a write quietly where storage is blocked or full', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() =>
      createPlayerPreferencesBrowser(() => full).write({ captions: true, volume: 1, muted: false, inStep: false }),
    ).not.toThrow();
    expect(createPlayerPreferencesBrowser(() => null).read()).toBeNull();
  });
});
