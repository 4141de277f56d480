import { registrationNotePortContract } from '@test/contracts/registration-note-port.contract';
import { createRegistrationNoteBrowser, REGISTRATION_NOTE_KEY } from './registration-note-browser';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};

// a fresh adapter each time over one storage, as the portal's return is a new page in the same tab
const shared = memoryStorage();
registrationNotePortContract(() => createRegistrationNoteBrowser(() => shared));

describe('registration note (sessionStorage)', () => {
  it('reads no note from missing storage, junk or a wrong shape, and never throws', () => {
    expect(createRegistrationNoteBrowser(() => null).read()).toBeNull();
    expect(createRegistrationNoteBrowser(() => memoryStorage({ [REGISTRATION_NOTE_KEY]: '{nope' })).read()).toBeNull();
    expect(
      createRegistrationNoteBrowser(() => memoryStorage({ [REGISTRATION_NOTE_KEY]: '{"atMs":"soon"}' })).read(),
    ).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(createRegistrationNoteBrowser(() => broken).read()).toBeNull();
    expect(() => createRegistrationNoteBrowser(() => broken).write(5)).not.toThrow();
    expect(() => createRegistrationNoteBrowser(() => broken).clear()).not.toThrow();
  });
});
