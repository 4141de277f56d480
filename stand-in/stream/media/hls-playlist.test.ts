import fc from 'fast-check';
import { liveWindow, parsePlaylist, renderLivePlaylist, renderMultivariantPlaylist } from './hls-playlist';

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

  it('dates every segment by the moment it aired: the loop has played since the epoch', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 4e12 }), fc.integer({ min: 1, max: 900 }), (t, size) => {
        const w = liveWindow(loop, t, size);
        w.segments.forEach((s, i) => expect(s.startMs).toBe((w.mediaSequence + i) * 2_000));
        // the newest listed segment has finished airing, the one after it has not
        const newest = w.segments.at(-1)!;
        expect(newest.startMs + 2_000).toBeLessThanOrEqual(t);
        expect(newest.startMs + 4_000).toBeGreaterThan(t);
      }),
    );
  });

  it('writes a live playlist without ENDLIST, relative segment addresses, and the program date-time of the first segment and of every restart', () => {
    const text = renderLivePlaylist(liveWindow(loop, 20_000, 4));
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:6');
    expect(text).not.toContain('ENDLIST');
    const lines = text.split('\n');
    expect(lines.filter((l) => l.startsWith('seg-'))).toEqual(['seg-0.ts', 'seg-1.ts', 'seg-2.ts', 'seg-0.ts']);
    expect(lines.filter((l) => l.startsWith('#EXT-X-PROGRAM-DATE-TIME:'))).toEqual([
      '#EXT-X-PROGRAM-DATE-TIME:1970-01-01T00:00:12.000Z',
      '#EXT-X-PROGRAM-DATE-TIME:1970-01-01T00:00:18.000Z',
    ]);
  });

  it('answers a delta update with only the last segments, and says how many it skipped', () => {
    const w = liveWindow(loop, 1_800_000, 900);
    const full = renderLivePlaylist(w, { canSkipUntil: 12 });
    expect(full).toContain('#EXT-X-SERVER-CONTROL:CAN-SKIP-UNTIL=12.0');
    expect(full).toContain('#EXT-X-VERSION:9');
    expect(full).not.toContain('#EXT-X-SKIP');
    const delta = renderLivePlaylist(w, { canSkipUntil: 12, skip: true });
    const listed = delta.split('\n').filter((l) => l.startsWith('seg-'));
    const skipped = Number(/#EXT-X-SKIP:SKIPPED-SEGMENTS=(\d+)/.exec(delta)?.[1]);
    // every segment of the last 12 s is listed, and the rest is skipped
    expect(listed).toHaveLength(6);
    expect(skipped + listed.length).toBe(900);
    expect(delta).toContain(`#EXT-X-MEDIA-SEQUENCE:${w.mediaSequence}`);
    // the first listed segment says when it aired (the skipped ones did before it)
    expect(delta.split('\n').find((l) => l.startsWith('#EXT-X-PROGRAM-DATE-TIME:'))).toBe(
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(w.segments[skipped]!.startMs).toISOString()}`,
    );
    // no skip asked for, or none allowed: the whole window
    expect(renderLivePlaylist(w, { skip: true })).not.toContain('#EXT-X-SKIP');
  });

  it('lists renditions lowest first, with their bandwidth, codecs and size', () => {
    const text = renderMultivariantPlaylist([
      {
        uri: 'a/t/d/240p/index.m3u8',
        bandwidth: 300_000,
        averageBandwidth: 250_000,
        codecs: 'avc1.4d4015,mp4a.40.2',
        width: 426,
        height: 240,
        frameRate: 25,
      },
      { uri: 'a/t/d/aac/index.m3u8', bandwidth: 70_000, averageBandwidth: 66_000, codecs: 'mp4a.40.2' },
    ]);
    expect(text.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:6',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-STREAM-INF:BANDWIDTH=300000,AVERAGE-BANDWIDTH=250000,CODECS="avc1.4d4015,mp4a.40.2",RESOLUTION=426x240,FRAME-RATE=25.000',
      'a/t/d/240p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=70000,AVERAGE-BANDWIDTH=66000,CODECS="mp4a.40.2"',
      'a/t/d/aac/index.m3u8',
      '',
    ]);
  });
});
