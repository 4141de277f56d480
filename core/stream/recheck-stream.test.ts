import { TestScheduler } from 'rxjs/testing';
import type { Observable } from 'rxjs';
import { streamRecheckBackoff } from '../config/site-config';
import { err, ok } from '../shared/result';
import type { OpenStreamInput } from './open-stream';
import { openStreamUntilReachable, type OpenStreamAnswer } from './recheck-stream';

const input: OpenStreamInput = {
  mediaType: 'video',
  entryId: 'live-video',
  signedIn: true,
  entitlements: [],
  required: { kind: 'pass', entitlements: ['uztv-live'] },
};
const answers: Record<string, OpenStreamAnswer> = {
  u: err({ ok: false, kind: 'unavailable', code: 'STREAM.CONNECTION_FAILED' }),
  p: err({ ok: false, kind: 'upgrade-required', code: 'STREAM.PASS_REQUIRED' }),
  t: ok({
    entryId: 'live-video',
    token: 't',
    expiresAt: '2026-01-01T00:00:00Z',
    playlistUrl: '/hls/live-video/index.m3u8',
  }),
};

describe('openStreamUntilReachable (marbles)', () => {
  it('says at once that the service cannot be reached, asks again after 2 s, 4 s, 8 s, and plays once it is back', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ cold, expectObservable }) => {
      // a timed-out call answers after the request timeout (3 s here)
      const calls: Observable<OpenStreamAnswer>[] = [
        cold('3s (u|)', answers),
        cold('3s (u|)', answers),
        cold('(u|)', answers),
        cold('(t|)', answers),
      ];
      let n = 0;
      const out = openStreamUntilReachable(() => calls[n++]!, input, { scheduler });
      // u at 3 s; wait 2 s, ask (3 s) -> u at 8 s; wait 4 s -> u at 12 s; wait 8 s -> t at 20 s
      expectObservable(out).toBe('3s u 4999ms u 3999ms u 7999ms (t|)', answers);
    });
    expect(streamRecheckBackoff).toEqual({ baseMs: 2_000, maxMs: 30_000 });
  });

  it('stops at a refusal: a fan without a pass is not asked about again and again', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ cold, expectObservable }) => {
      const calls: Observable<OpenStreamAnswer>[] = [cold('(u|)', answers), cold('(p|)', answers)];
      let n = 0;
      expectObservable(openStreamUntilReachable(() => calls[n++]!, input, { scheduler })).toBe(
        'u 1999ms (p|)',
        answers,
      );
    });
  });

  it('never waits longer than 30 s between tries, and keeps trying', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ cold, expectObservable }) => {
      let n = 0;
      const out = openStreamUntilReachable(
        () => {
          n += 1;
          return cold('(u|)', answers);
        },
        input,
        { scheduler },
      );
      // tries at 0, 2, 6, 14, 30, 60, 90 s
      expectObservable(out, '^ 91s !').toBe('u 1999ms u 3999ms u 7999ms u 15999ms u 29999ms u 29999ms u', answers);
      scheduler.flush();
      expect(n).toBe(7);
    });
  });
});
