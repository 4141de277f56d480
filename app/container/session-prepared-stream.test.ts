import { ok, type OpenStream, type OpenStreamInput } from '@core';
import { makePreparedStream } from '@core/stream/prepared-stream';
import { createSessionPreparedStream } from './session-prepared-stream';

const fan: OpenStreamInput = {
  mediaType: 'video',
  entryId: 'live-video',
  signedIn: true,
  entitlements: ['uztv-live'],
  required: { kind: 'pass', entitlements: ['uztv-live'] },
};

describe('session prepared stream', () => {
  it('prepares nothing until the accounts code attaches it, and the player asks as always meanwhile', async () => {
    const asks: string[] = [];
    const openStream: OpenStream = (input) => {
      asks.push(input.entryId);
      return Promise.resolve(
        ok({ entryId: input.entryId, token: `t${asks.length}`, expiresAt: '2099-01-01T00:00:00Z', playlistUrl: '/m' }),
      );
    };
    const session = createSessionPreparedStream(openStream);
    session.useCase.prepare(fan, 'fan-1');
    expect(asks).toEqual([]);
    expect((await session.useCase.open(fan, 'fan-1')).ok).toBe(true);
    expect(asks).toHaveLength(1);

    session.attach(makePreparedStream({ openStream, clock: { now: () => Date.now() } }));
    session.useCase.prepare(fan, 'fan-1');
    expect(asks).toHaveLength(2);
    await session.useCase.open(fan, 'fan-1');
    expect(asks).toHaveLength(2);
  });
});
