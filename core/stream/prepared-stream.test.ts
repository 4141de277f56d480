import fc from 'fast-check';
import { preparedStream as limits } from '../config/site-config';
import { err, ok } from '../shared/result';
import type { OpenStream, OpenStreamInput, StreamRefusal } from './open-stream';
import { makePreparedStream, preparedAnswerUsable, preparedKey, type PreparedAnswer } from './prepared-stream';
import type { OpenStreamAnswer } from './recheck-stream';

const T0 = Date.parse('2026-11-28T15:00:00Z');
const TOKEN_TTL_MS = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const tokenAnswer = (issuedAt: number, ttl = TOKEN_TTL_MS, n = 1): OpenStreamAnswer =>
  ok({
    entryId: 'live-video',
    token: `t${n}`,
    expiresAt: iso(issuedAt + ttl),
    playlistUrl: `http://s/hls/live-video/index.m3u8?token=t${n}`,
  });
const refusals: readonly StreamRefusal[] = [
  { ok: false, kind: 'upgrade-required', code: 'STREAM.PASS_REQUIRED' },
  { ok: false, kind: 'geo-blocked', code: 'STREAM.GEO_BLOCKED' },
  { ok: false, kind: 'concurrency-limit', code: 'STREAM.CONCURRENCY_LIMIT' },
];
const unreachable: StreamRefusal = { ok: false, kind: 'unavailable', code: 'STREAM.CONNECTION_FAILED' };

const fan: OpenStreamInput = {
  mediaType: 'video',
  entryId: 'live-video',
  signedIn: true,
  entitlements: ['uztv-live'],
  required: { kind: 'pass', entitlements: ['uztv-live', 'uztv-match-2041'] },
};
const FAN = 'fan-1';

/** the stream service behind openStream: each ask answered by `answer(n)` when released */
function service(answer: (n: number, at: number) => OpenStreamAnswer = (n, at) => tokenAnswer(at, TOKEN_TTL_MS, n)) {
  const time = { now: T0 };
  const asks: OpenStreamInput[] = [];
  const openStream: OpenStream = (input) => {
    asks.push(input);
    return Promise.resolve(answer(asks.length, time.now));
  };
  const prepared = makePreparedStream({ openStream, clock: { now: () => time.now } });
  return { time, asks, prepared };
}

const arbAnswer = fc.oneof(
  fc.integer({ min: -120_000, max: 120_000 }).map((offset) => tokenAnswer(T0 + offset)),
  fc.constantFrom(...refusals, unreachable).map((r): OpenStreamAnswer => err(r)),
);

describe('preparedAnswerUsable', () => {
  it('never past the window, never for an unreachable service, never for a token without its headroom', () => {
    fc.assert(
      fc.property(arbAnswer, fc.integer({ min: -30_000, max: 120_000 }), (answer, after) => {
        const prepared: PreparedAnswer = { preparedAt: T0, answer };
        const now = T0 + after;
        const usable = preparedAnswerUsable(prepared, now);
        if (after < 0 || after >= limits.usableMs) expect(usable).toBe(false);
        if (!answer.ok && answer.error.kind === 'unavailable') expect(usable).toBe(false);
        if (answer.ok && usable)
          expect(Date.parse(answer.value.expiresAt) - now).toBeGreaterThanOrEqual(limits.tokenHeadroomMs);
      }),
    );
  });

  it('once unusable, it stays so: later is never usable again', () => {
    fc.assert(
      fc.property(arbAnswer, fc.nat(60_000), fc.nat(60_000), (answer, at, more) => {
        const prepared: PreparedAnswer = { preparedAt: T0, answer };
        if (!preparedAnswerUsable(prepared, T0 + at))
          expect(preparedAnswerUsable(prepared, T0 + at + more)).toBe(false);
      }),
    );
  });

  it("a fresh token and the service's refusals are usable at once", () => {
    expect(preparedAnswerUsable({ preparedAt: T0, answer: tokenAnswer(T0) }, T0)).toBe(true);
    for (const r of refusals) expect(preparedAnswerUsable({ preparedAt: T0, answer: err(r) }, T0 + 1_000)).toBe(true);
  });
});

describe('preparedKey', () => {
  it('differs for another fan, another entry or another set of passes', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom('uztv-live', 'uztv-match-2041', 'uztv-audio')), (passes) => {
        const ask = { ...fan, entitlements: passes };
        expect(preparedKey({ ...ask, entitlements: [...passes] }, FAN)).toBe(preparedKey(ask, FAN));
        expect(preparedKey(ask, 'fan-2')).not.toBe(preparedKey(ask, FAN));
        expect(preparedKey({ ...ask, entryId: 'live-audio' }, FAN)).not.toBe(preparedKey(ask, FAN));
        expect(preparedKey({ ...ask, signedIn: false }, FAN)).not.toBe(preparedKey(ask, FAN));
        expect(preparedKey({ ...ask, entitlements: [...passes, 'uztv-vod'] }, FAN)).not.toBe(preparedKey(ask, FAN));
      }),
    );
  });
});

describe('makePreparedStream', () => {
  it('prepares once, and the page opening the same ask takes that answer instead of asking again', async () => {
    const s = service();
    s.prepared.prepare(fan, FAN);
    s.prepared.prepare(fan, FAN);
    s.time.now += 2_000;
    s.prepared.prepare(fan, FAN);
    expect(await s.prepared.open(fan, FAN)).toEqual(tokenAnswer(T0, TOKEN_TTL_MS, 1));
    expect(s.asks).toHaveLength(1);
  });

  it('a fan pointing at it again once the answer is too old to use is asked for afresh', async () => {
    const s = service();
    s.prepared.prepare(fan, FAN);
    s.time.now += limits.usableMs;
    s.prepared.prepare(fan, FAN);
    expect(s.asks).toHaveLength(2);
    s.time.now += 1_000;
    expect(await s.prepared.open(fan, FAN)).toEqual(tokenAnswer(T0 + limits.usableMs, TOKEN_TTL_MS, 2));
    expect(s.asks).toHaveLength(2);
  });

  it('an answer still in flight is waited for, not asked twice', async () => {
    const s = service();
    s.prepared.prepare(fan, FAN);
    const opened = s.prepared.open(fan, FAN);
    expect((await opened).ok).toBe(true);
    expect(s.asks).toHaveLength(1);
  });

  it('is handed out once: a second open (a retry, a fresh token after a media error) asks the service', async () => {
    const s = service();
    s.prepared.prepare(fan, FAN);
    await s.prepared.open(fan, FAN);
    expect(await s.prepared.open(fan, FAN)).toEqual(tokenAnswer(T0, TOKEN_TTL_MS, 2));
  });

  it('an answer older than its window, or a token without its headroom, is never handed out', async () => {
    fc.assert(
      await fc.asyncProperty(fc.integer({ min: limits.usableMs, max: 10 * TOKEN_TTL_MS }), async (wait) => {
        const s = service();
        s.prepared.prepare(fan, FAN);
        await Promise.resolve();
        s.time.now += wait;
        const opened = await s.prepared.open(fan, FAN);
        expect(s.asks).toHaveLength(2);
        expect(opened).toEqual(tokenAnswer(T0 + wait, TOKEN_TTL_MS, 2));
      }),
    );
    const short = service((n, at) => tokenAnswer(at, limits.tokenHeadroomMs + 1_000, n));
    short.prepared.prepare(fan, FAN);
    await Promise.resolve();
    short.time.now += 2_000;
    await short.prepared.open(fan, FAN);
    expect(short.asks).toHaveLength(2);
  });

  it("a refusal prepared early is the page's answer; an unreachable service is asked again", async () => {
    for (const refusal of refusals) {
      const s = service(() => err(refusal));
      s.prepared.prepare(fan, FAN);
      expect(await s.prepared.open(fan, FAN)).toEqual(err(refusal));
      expect(s.asks).toHaveLength(1);
    }
    const down = service((n, at) => (n === 1 ? err(unreachable) : tokenAnswer(at, TOKEN_TTL_MS, n)));
    down.prepared.prepare(fan, FAN);
    expect((await down.prepared.open(fan, FAN)).ok).toBe(true);
    expect(down.asks).toHaveLength(2);
  });

  it("never asks for a signed-out fan's token, and another fan or another ask is never given a prepared one", async () => {
    const s = service();
    s.prepared.prepare({ ...fan, signedIn: false, entitlements: [] }, '');
    expect(s.asks).toHaveLength(0);
    s.prepared.prepare(fan, FAN);
    await s.prepared.open(fan, 'fan-2');
    await s.prepared.open({ ...fan, entitlements: [] }, FAN);
    expect(s.asks).toHaveLength(3);
  });
});
