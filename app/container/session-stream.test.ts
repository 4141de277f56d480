import { createStreamMemory } from '@adapters/memory/stream/stream-memory';
import { createSessionStream } from './session-stream';

describe('session stream', () => {
  it('holds calls until the account attaches its stream service, then forwards every call to it', async () => {
    const session = createSessionStream();
    let answered = false;
    const packages = session.port.packages().then((r) => {
      answered = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 5));
    expect(answered).toBe(false);
    const stream = createStreamMemory({ accessToken: () => undefined, whoIs: () => undefined });
    session.attach(stream);
    expect(await packages).toEqual(await stream.packages());
    expect(await session.port.playbackToken('vod-short')).toMatchObject({ ok: true, value: { entryId: 'vod-short' } });
    expect(await session.port.sessionState()).toEqual({ ok: false, error: { code: 'STREAM.CONNECTION_FAILED' } });
  });
});
