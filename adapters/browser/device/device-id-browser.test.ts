import fc from 'fast-check';
import { createDeviceIdBrowser, DEVICE_ID_FORMAT, DEVICE_ID_KEY } from './device-id-browser';

describe('createDeviceIdBrowser', () => {
  beforeEach(() => localStorage.clear());

  it('makes a valid id once and keeps it across calls and page loads', () => {
    const first = createDeviceIdBrowser()();
    expect(first).toMatch(DEVICE_ID_FORMAT);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(first);
    expect(createDeviceIdBrowser()()).toBe(first);
    const id = createDeviceIdBrowser();
    expect(id()).toBe(id());
  });

  it('two browsers (storages) get different ids', () => {
    const a = createDeviceIdBrowser()();
    localStorage.clear();
    expect(createDeviceIdBrowser()()).not.toBe(a);
  });

  it('replaces any tampered value with a valid new one', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (tampered) => {
        fc.pre(!DEVICE_ID_FORMAT.test(tampered));
        localStorage.setItem(DEVICE_ID_KEY, tampered);
        const id = createDeviceIdBrowser()();
        expect(id).toMatch(DEVICE_ID_FORMAT);
        expect(id).not.toBe(tampered);
        expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
      }),
    );
  });

  it('keeps a valid stored value as it is', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\w.:-]{1,128}$/), (valid) => {
        localStorage.setItem(DEVICE_ID_KEY, valid);
        expect(createDeviceIdBrowser()()).toBe(valid);
      }),
    );
  });

  it('still gives an id when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const id = createDeviceIdBrowser(blocked);
    expect(id()).toMatch(DEVICE_ID_FORMAT);
    expect(id()).toBe(id());
  });

  it('an id maker that returns something unusable is not trusted', () => {
    expect(createDeviceIdBrowser(localStorage, () => 'has spaces and / slashes')()).toMatch(DEVICE_ID_FORMAT);
  });
});
