import { fakeSessionPort, fakeSignal } from './auth-fakes.test-support';
import { makeSignOut } from './sign-out';

describe('sign out', () => {
  it('tells the other tabs, then has the site forget the session', async () => {
    const session = fakeSessionPort();
    const signal = fakeSignal();
    await makeSignOut({ session, signal })();
    expect(signal.published).toEqual(['signed-out']);
    expect(session.calls).toEqual(['sign-out']);
    expect(session.hasSession()).toBe(false);
  });
});
