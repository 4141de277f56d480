import { makeSignOut } from './sign-out';
import { fakeAuth, fakeSignal, fakeStore, session, stored } from './auth-fakes.test-support';

describe('sign out', () => {
  it('clears the tokens, tells the other tabs and ends the SSO session', async () => {
    const auth = fakeAuth();
    const tokens = fakeStore(stored(session('sid-4')));
    const signal = fakeSignal();
    await makeSignOut({ auth, tokens, signal })();
    expect(tokens.value).toEqual({});
    expect(signal.published).toEqual(['signed-out']);
    expect(auth.calls).toEqual(['end:sid-4']);
  });

  it('a tab following another tab only clears', async () => {
    const auth = fakeAuth();
    const signal = fakeSignal();
    const tokens = fakeStore(stored(session()));
    await makeSignOut({ auth, tokens, signal })({ fromOtherTab: true });
    expect(tokens.value).toEqual({});
    expect(signal.published).toEqual([]);
    expect(auth.calls).toEqual([]);
  });
});
