import fc from 'fast-check';
import { err, ok, type Result } from '../shared/result';
import type { StreamPort } from '../ports/stream.port';
import { openStream, refusalFromError } from './open-stream';
import { stubStreamPort } from './stream-port-stub.test-support';
import { describeStreamAccess } from './stream-messages';
import type { PlaybackToken, RequiredEntitlement, StreamError, StreamErrorCode } from './stream-types';

const token: PlaybackToken = {
  entryId: 'live-video',
  token: 't',
  expiresAt: '2026-01-01T00:00:00Z',
  playlistUrl: 'http://s/hls/live-video/index.m3u8?token=t',
};
const portAnswering = (answer: Result<PlaybackToken, StreamError>) => {
  const calls: string[] = [];
  const stream: StreamPort = stubStreamPort({
    packages: () => Promise.resolve(err({ code: 'STREAM.NO_PACKAGES' })),
    playbackToken: (id) => {
      calls.push(id);
      return Promise.resolve(answer);
    },
  });
  return { stream, calls };
};
const livePass: RequiredEntitlement = { kind: 'pass', entitlements: ['uztv-live', 'uztv-match-2041'] };
const audioPass: RequiredEntitlement = { kind: 'pass', entitlements: ['uztv-audio'] };

describe('openStream (check stream access, then getKSession)', () => {
  it('tells a guest to sign in without calling the service', async () => {
    const { stream, calls } = portAnswering(ok(token));
    const guest = await openStream(
      { stream },
      { mediaType: 'video', entryId: 'live-video', signedIn: false, entitlements: [], required: livePass },
    );
    expect(guest).toEqual({ ok: false, error: { ok: false, kind: 'login-required', code: 'STREAM.LOGIN_REQUIRED' } });
    const listener = await openStream(
      { stream },
      { mediaType: 'audio', entryId: 'live-audio', signedIn: false, entitlements: [], required: audioPass },
    );
    expect(listener.ok ? null : describeStreamAccess(listener.error).message).toBe('Please Login to access this');
    expect(calls).toEqual([]);
  });

  it('a signed-in fan the local rule refuses is told so by the service, which has the last word', async () => {
    const refusing = portAnswering(err({ code: 'STREAM.PASS_REQUIRED' }));
    const fan = await openStream(refusing, {
      mediaType: 'video',
      entryId: 'live-video',
      signedIn: true,
      entitlements: [],
      required: livePass,
    });
    expect(fan.ok ? null : describeStreamAccess(fan.error).title).toBe('You must have a pass to access this stream');
    const audioRefusing = portAnswering(err({ code: 'STREAM.PASS_REQUIRED', audioStatus: 2 }));
    const listener = await openStream(audioRefusing, {
      mediaType: 'audio',
      entryId: 'live-audio',
      signedIn: true,
      entitlements: ['uztv-live'],
      required: audioPass,
    });
    expect(listener.ok ? null : describeStreamAccess(listener.error).message).toBe(
      'Sorry but you are not subscribed to this stream',
    );
    expect([...refusing.calls, ...audioRefusing.calls]).toEqual(['live-video', 'live-audio']);
  });

  it('when the video service fails, a signed-in fan is told it cannot be reached, never that a pass is needed', async () => {
    // after an outage the account's entitlements are cleared (ACCOUNT-10): empty entitlements are not "no pass"
    for (const mediaType of ['video', 'audio'] as const) {
      const r = await openStream(portAnswering(err({ code: 'STREAM.CONNECTION_FAILED' })), {
        mediaType,
        entryId: 'live-video',
        signedIn: true,
        entitlements: [],
        required: mediaType === 'video' ? livePass : audioPass,
      });
      expect(r).toEqual({ ok: false, error: { ok: false, kind: 'unavailable', code: 'STREAM.CONNECTION_FAILED' } });
      expect(r.ok ? null : describeStreamAccess(r.error).title).toBe(
        'There was a problem connecting to the video service',
      );
    }
  });

  it('a pass the account has not heard of yet (entitlements still loading or cleared) plays when the service grants it', async () => {
    const r = await openStream(portAnswering(ok(token)), {
      mediaType: 'video',
      entryId: 'live-video',
      signedIn: true,
      entitlements: [],
      required: livePass,
    });
    expect(r).toEqual(ok(token));
  });

  it('plays free entries for guests and entitled fans after asking the service', async () => {
    const { stream, calls } = portAnswering(ok(token));
    expect(
      await openStream(
        { stream },
        { mediaType: 'video', entryId: 'vod-short', signedIn: false, entitlements: [], required: null },
      ),
    ).toEqual(ok(token));
    expect(
      (
        await openStream(
          { stream },
          {
            mediaType: 'video',
            entryId: 'live-video',
            signedIn: true,
            entitlements: ['uztv-match-2041'],
            required: livePass,
          },
        )
      ).ok,
    ).toBe(true);
    expect(calls).toEqual(['vod-short', 'live-video']);
  });

  it('shows the service refusal the fan can act on (geo, devices, lapsed pass, audio status)', async () => {
    const fan = {
      mediaType: 'video',
      entryId: 'live-video',
      signedIn: true,
      entitlements: ['uztv-live'],
      required: livePass,
    } as const;
    const refused = async (e: StreamError, input: Parameters<typeof openStream>[1] = fan) => {
      const r = await openStream(portAnswering(err(e)), input);
      return r.ok ? null : describeStreamAccess(r.error).message;
    };
    expect(await refused({ code: 'STREAM.GEO_BLOCKED' })).toBe(
      'Live video is not available in your country. Live audio commentary is available with an audio subscription.',
    );
    expect(await openStream(portAnswering(err({ code: 'STREAM.CONCURRENCY_LIMIT' })), fan)).toMatchObject({
      error: { kind: 'concurrency-limit' },
    });
    expect(await refused({ code: 'STREAM.PASS_REQUIRED' })).toBe(
      'To access this content you must be subscribed to a live package.',
    );
    expect(await refused({ code: 'STREAM.CONNECTION_FAILED' })).toBe('Please try again in a few minutes');
    const listener = {
      mediaType: 'audio',
      entryId: 'live-audio',
      signedIn: true,
      entitlements: ['uztv-audio'],
      required: audioPass,
    } as const;
    expect(await refused({ code: 'STREAM.PASS_REQUIRED', audioStatus: 3 }, listener)).toBe(
      'Your account has been blocked by an administrator',
    );
    expect(await refused({ code: 'STREAM.CONNECTION_FAILED', audioStatus: 9 }, listener)).toBe(
      'Sorry, there has been a problem accessing this stream (status 9)',
    );
    expect(await refused({ code: 'STREAM.CONNECTION_FAILED', audioStatus: -1 }, listener)).toBe(
      'Sorry, there has been a problem accessing this stream (status -1)',
    );
  });

  const codes: StreamErrorCode[] = [
    'STREAM.CONNECTION_FAILED',
    'STREAM.NOT_SUBSCRIBED',
    'STREAM.LOGIN_REQUIRED',
    'STREAM.PASS_REQUIRED',
    'STREAM.NO_PACKAGES',
    'STREAM.GEO_BLOCKED',
    'STREAM.CONCURRENCY_LIMIT',
  ];

  it('every service error becomes a refusal with a catalogued text, audio ones in the audio texts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...codes),
        fc.option(fc.integer({ min: -5, max: 9 }), { nil: undefined }),
        fc.constantFrom('video' as const, 'audio' as const),
        fc.array(fc.constantFrom('uztv-live', 'uztv-audio', ' '), { maxLength: 3 }),
        (code, audioStatus, mediaType, entitlements) => {
          const r = refusalFromError(audioStatus === undefined ? { code } : { code, audioStatus }, {
            mediaType,
            entitlements,
          });
          expect(r.ok).toBe(false);
          expect(describeStreamAccess(r).message.length).toBeGreaterThan(0);
          if (
            mediaType === 'audio' &&
            (code === 'STREAM.LOGIN_REQUIRED' || code === 'STREAM.PASS_REQUIRED' || audioStatus !== undefined)
          )
            expect(r.code.startsWith('AUDIO.')).toBe(true);
          if (mediaType === 'video') expect(r.code.startsWith('AUDIO.')).toBe(false);
        },
      ),
    );
  });

  it("never opens a pass stream for a guest, whatever the service says; a signed-in fan gets the service's word", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(fc.constantFrom('uztv-live', 'uztv-audio', 'uztv-match-2041'), { maxLength: 3 }),
        async (signedIn, entitlements) => {
          const r = await openStream(portAnswering(ok(token)), {
            mediaType: 'video',
            entryId: 'live-video',
            signedIn,
            entitlements,
            required: livePass,
          });
          expect(r.ok).toBe(signedIn);
        },
      ),
    );
  });
});
