import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_STORAGE_KEY } from '@core';
import { accessibilitySettingsStoreContract } from '@test/contracts/index';
import { arbitrarySettings } from '@test/arbitraries/accessibility-arbitraries';
import {
  createAccessibilitySettingsStoreBrowser,
  parseStoredAccessibilitySettings,
} from './accessibility-settings-store-browser';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

accessibilitySettingsStoreContract(() => {
  const storage = memoryStorage();
  return createAccessibilitySettingsStoreBrowser(() => storage);
});

describe('accessibility settings in localStorage', () => {
  it('survives a new store on the same device (a reload)', async () => {
    localStorage.clear();
    await createAccessibilitySettingsStoreBrowser().write({
      textSize: 200,
      highContrast: true,
      underlineLinks: false,
      readableFont: false,
      pauseMotion: false,
      readingGuide: false,
    });
    expect((await createAccessibilitySettingsStoreBrowser().read())?.textSize).toBe(200);
    localStorage.clear();
  });

  it('reads a tampered value as nothing saved (the defaults), never half of it', async () => {
    const read = (raw: string) =>
      createAccessibilitySettingsStoreBrowser(() => memoryStorage({ [ACCESSIBILITY_STORAGE_KEY]: raw })).read();
    expect(await read('{nope')).toBeNull();
    expect(
      await read(
        '{"textSize":300,"highContrast":true,"underlineLinks":false,"readableFont":false,"pauseMotion":false,"readingGuide":false}',
      ),
    ).toBeNull();
    expect(
      await read(
        '{"textSize":200,"highContrast":"yes","underlineLinks":false,"readableFont":false,"pauseMotion":false,"readingGuide":false}',
      ),
    ).toBeNull();
    expect(await read('{"textSize":200}')).toBeNull();
    expect(await read('[1,2]')).toBeNull();
    expect(await read('null')).toBeNull();
  });

  it('property: settings a later version saved with more keys still read, without the extra keys', () => {
    fc.assert(
      fc.property(arbitrarySettings, (s) => {
        expect(parseStoredAccessibilitySettings(JSON.stringify({ ...s, future: 1 }))).toEqual(s);
      }),
    );
  });

  it('reads nothing from missing or throwing storage, and never throws on write', async () => {
    expect(await createAccessibilitySettingsStoreBrowser(() => null).read()).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    const store = createAccessibilitySettingsStoreBrowser(() => broken);
    expect(await store.read()).toBeNull();
    await expect(
      store.write({
        textSize: 100,
        highContrast: false,
        underlineLinks: false,
        readableFont: false,
        pauseMotion: false,
        readingGuide: false,
      }),
    ).resolves.toBeUndefined();
  });
});
