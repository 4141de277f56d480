import fc from 'fast-check';
import { makeCheckSitePassword, saltedPassword, sha256Hex, siteLockSalt } from '@core';
import { createDigestMemory } from '@adapters/memory/digest/digest-memory';
import { deferred, flush } from '../../shared/testing/deferred';
import { createSiteLockVm } from './site-lock-vm';

const salt = siteLockSalt('https://dev.uzfc.example');
const challengeFor = (password: string) => ({ salt, passwordSha256: sha256Hex(saltedPassword(salt, password)) });

describe('site lock view model', () => {
  it('enables access only once the typed password is the expected one', async () => {
    const digest = createDigestMemory();
    const vm = createSiteLockVm({
      checkPassword: makeCheckSitePassword({ digest }),
      challenge: challengeFor('blue moon'),
    });
    vm.start();
    for (const text of ['b', 'blue', 'blue moo']) {
      vm.setPassword(text);
      await flush();
      expect(vm.state.matches).toBe(false);
    }
    vm.setPassword('blue moon');
    expect(vm.state.matches).toBe(false);
    await flush();
    expect(vm.state.matches).toBe(true);
    // the browser hashed the salted text: the password itself is never compared in the clear
    expect(digest.asked.at(-1)).toBe(saltedPassword(salt, 'blue moon'));
    vm.setPassword('blue moon!');
    expect(vm.state.matches).toBe(false);
  });

  it('an older, slower answer never enables access for a newer text', async () => {
    const hold = deferred<void>();
    const slow = createDigestMemory({ hold: hold.promise });
    const vm = createSiteLockVm({
      checkPassword: makeCheckSitePassword({ digest: slow }),
      challenge: challengeFor('pw'),
    });
    vm.start();
    vm.setPassword('pw');
    vm.setPassword('pw2');
    hold.resolve();
    await flush();
    expect(vm.state.password).toBe('pw2');
    expect(vm.state.matches).toBe(false);
  });

  it('property: after any typing, access is enabled exactly when the last text is the password', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.array(fc.string({ maxLength: 8 }), { minLength: 1, maxLength: 6 }),
        async (password, typed) => {
          const vm = createSiteLockVm({
            checkPassword: makeCheckSitePassword({ digest: createDigestMemory() }),
            challenge: challengeFor(password),
          });
          vm.start();
          for (const text of typed) vm.setPassword(text);
          await flush();
          expect(vm.state.matches).toBe(typed.at(-1) === password);
        },
      ),
      { numRuns: 80 },
    );
  });
});
