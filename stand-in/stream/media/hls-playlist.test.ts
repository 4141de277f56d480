import fc from 'fast-check';
import { liveWindow, parsePlaylist, renderLivePlaylist } from './hls-playlist';

const loop = parsePlaylist(
  [
    '#EXTM3U',
    '#EXT-X-TARGETDURATION:2',
    ...[0, 1, 2].flatMap((i) => ['#EXTINF:2.000000,', `seg-${i}.ts`]),
    '#EXT-X-ENDLIST',
  ].join('\n'),
);

describe('live window over a looped set of segments', () => {
  it('reads the loop', () => {
    expect(loop.targetDuration).toBe(2);
    expect(loop.segments.map((s) => s.uri)).toEqual(['seg-0.ts', 'seg-1.ts', 'seg-2.ts']);
  });

  it('ends at the last finished segment and slides by one every segment duration', () => {
    const w = liveWindow(loop, 20_000, 4); // segment 10 is airing, 6..9 are finished
    expect(w.mediaSequence).toBe(6);
    expect(w.segments.map((s) => s.uri)).toEqual(['seg-0.ts', 'seg-1.ts', 'seg-2.ts', 'seg-0.ts']);
    expect(w.segments.map((s) => s.discontinuity)).toEqual([false, false, false, true]);
    expect(w.discontinuitySequence).toBe(2);
    expect(liveWindow(loop, 21_999, 4).mediaSequence).toBe(6);
    expect(liveWindow(loop, 22_000, 4).mediaSequence).toBe(7);
  });

  it('never goes back, keeps the same segment at the same media sequence, and keeps discontinuity numbering consistent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 30_000 }), (t, dt) => {
        const a = liveWindow(loop, t, 4);
        const b = liveWindow(loop, t + dt, 4);
        expect(b.mediaSequence).toBeGreaterThanOrEqual(a.mediaSequence);
        // a segment present in both windows has the same file and the same discontinuity number
        const dsn = (w: typeof a) => {
          let n = w.discontinuitySequence;
          return w.segments.map((s) => (s.discontinuity ? ++n : n));
        };
        const [da, db] = [dsn(a), dsn(b)];
        for (let i = 0; i < a.segments.length; i += 1) {
          const j = a.mediaSequence + i - b.mediaSequence;
          if (j < 0 || j >= b.segments.length) continue;
          expect(b.segments[j]!.uri).toBe(a.segments[i]!.uri);
          expect(db[j]).toBe(da[i]);
        }
      }),
    );
  });

  it('writes a live playlist without ENDLIST whose every URI carries the token', () => {
    const text = renderLivePlaylist(liveWindow(loop, 20_000, 4), 'a.b+/=');
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:6');
    expect(text).not.toContain('ENDLIST');
    expect(
      text
        .split('\n')
        .filter((l) => l.startsWith('seg-'))
        .every((l) => l.endsWith('?token=a.b%2B%2F%3D')),
    ).toBe(true);
  });
});
