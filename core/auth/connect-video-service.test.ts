import { err, ok } from '../shared/result';
import type { StreamPort } from '../ports/stream.port';
import { makeConnectVideoService } from './connect-video-service';
import { stubStreamPort } from '../stream/stream-port-stub.test-support';

const stream = (state: Awaited<ReturnType<StreamPort['sessionState']>>): StreamPort =>
  stubStreamPort({ sessionState: async () => state, login: async () => state, packages: async () => ok([]) });

describe('connect the video service', () => {
  it('gives the session entitlements', async () => {
    const r = await makeConnectVideoService({
      stream: stream(ok({ customerId: 'c', firstName: '', lastName: '', entitlements: ['live-video', ' ', 'audio '] })),
    })();
    expect(r).toEqual(ok(['live-video', 'audio']));
  });

  it('any failure is the catalogued connection failure', async () => {
    const r = await makeConnectVideoService({ stream: stream(err({ code: 'STREAM.LOGIN_REQUIRED' })) })();
    expect(r).toEqual(err({ code: 'STREAM.CONNECTION_FAILED' }));
  });
});

describe('which call connects', () => {
  it('the first connection is doLogin, a later one getSessionState', async () => {
    const calls: string[] = [];
    const session = ok({ customerId: 'c', firstName: '', lastName: '', entitlements: [] });
    const connect = makeConnectVideoService({
      stream: stubStreamPort({
        login: async () => (calls.push('login'), session),
        sessionState: async () => (calls.push('sessionState'), session),
      }),
    });
    await connect();
    await connect('refresh');
    expect(calls).toEqual(['login', 'sessionState']);
  });
});
