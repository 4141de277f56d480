/**
 * The fan's choices in the video player, remembered on the device: captions on or
 * off, the volume, muted, and whether the match centre follows the video. What a
 * device holds may be anything (an old version, a hand edit): each field is read on its own and
 * falls back to its default, the volume is kept to 0..1 in hundredths.
 */
import type { PlayerPreferencesStore } from '../ports/player-preferences.port';

export interface PlayerPreferences {
  readonly captions: boolean;
  /** 0..1 */
  readonly volume: number;
  readonly muted: boolean;
  /** the match centre's score and commentary follow the video instead of the live feed */
  readonly inStep: boolean;
}

export const defaultPlayerPreferences: PlayerPreferences = { captions: false, volume: 1, muted: false, inStep: false };

const volumeOf = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.round(Math.min(1, Math.max(0, v)) * 100) / 100 : 1;

/** any stored value as preferences: each field checked on its own */
export function readPlayerPreferences(value: unknown): PlayerPreferences {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const flag = (key: keyof PlayerPreferences) =>
    typeof v[key] === 'boolean' ? (v[key] as boolean) : (defaultPlayerPreferences[key] as boolean);
  return { captions: flag('captions'), volume: volumeOf(v.volume), muted: flag('muted'), inStep: flag('inStep') };
}

export interface PlayerPreferencesSettings {
  read(): PlayerPreferences;
  /** changes some choices and remembers them all; answers what is now saved */
  update(change: Partial<PlayerPreferences>): PlayerPreferences;
}

export const makePlayerPreferences = ({ store }: { store: PlayerPreferencesStore }): PlayerPreferencesSettings => {
  const read = () => store.read() ?? defaultPlayerPreferences;
  return {
    read,
    update(change) {
      const next = readPlayerPreferences({ ...read(), ...change });
      store.write(next);
      return next;
    },
  };
};
