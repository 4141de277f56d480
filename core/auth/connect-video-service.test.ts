import { err, ok } from '../shared/result';
import type { StreamPort } from '../ports/stream.port';
import { makeConnectVideoService } from './connect-video-service';

const stream = (state: Awaited<ReturnType<StreamPort['sessionState']>>): StreamPort => ({
  sessionState: async () => state,
  playbackToken: async () => err({ code: 'STREAM.CONNECTION_FAILED' }),
  packages: async () => ok([]),
});

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
