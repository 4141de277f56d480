import fc from 'fast-check';
import type { AnalyticsAction } from './analytics-actions';
import { newPlaybackMilestones, type PlaybackPoint } from './playback-milestones';

const order: AnalyticsAction[] = [
  'video-start',
  'video-progress-25',
  'video-progress-50',
  'video-progress-75',
  'video-progress-100',
  'video-end',
];

const pointArb = (duration: number): fc.Arbitrary<PlaybackPoint> =>
  fc.record({
    playing: fc.boolean(),
    currentTime: fc.double({ min: 0, max: duration, noNaN: true }),
    duration: fc.constant(duration),
    ended: fc.boolean(),
  });

/** plays a sequence of points through the rule, as a player does, collecting what it counts */
function run(points: readonly PlaybackPoint[], live = false): AnalyticsAction[] {
  const reached = new Set<AnalyticsAction>();
  const counted: AnalyticsAction[] = [];
  for (const p of points)
    for (const a of newPlaybackMilestones(reached, p, live)) {
      reached.add(a);
      counted.push(a);
    }
  return counted;
}

describe('newPlaybackMilestones', () => {
  it('counts start, the quarters and the end of an on-demand video once each, in order', () => {
    expect(
      run([
        { playing: false, currentTime: 0, duration: 100, ended: false },
        { playing: true, currentTime: 1, duration: 100, ended: false },
        { playing: true, currentTime: 30, duration: 100, ended: false },
        { playing: true, currentTime: 10, duration: 100, ended: false },
        { playing: true, currentTime: 80, duration: 100, ended: false },
        { playing: false, currentTime: 100, duration: 100, ended: true },
      ]),
    ).toEqual(order);
  });

  it('any sequence counts each action at most once, in the order of the video, and nothing before it plays', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 10_000, noNaN: true }).chain((d) => fc.array(pointArb(d), { maxLength: 30 })),
        (points) => {
          const counted = run(points);
          expect(new Set(counted).size).toBe(counted.length);
          const positions = counted.map((a) => order.indexOf(a));
          expect(positions).toEqual([...positions].sort((a, b) => a - b));
          const firstPlay = points.findIndex((p) => p.playing);
          if (firstPlay < 0) expect(counted).toEqual([]);
          else expect(counted[0]).toBe('video-start');
          // a quarter is counted only once the video has been past it (or has ended)
          if (counted.includes('video-progress-50'))
            expect(points.some((p) => p.ended || p.currentTime / p.duration >= 0.5)).toBe(true);
        },
      ),
    );
  });

  it('a live stream counts its own start once, and no progress or end', () => {
    fc.assert(
      fc.property(fc.array(pointArb(100), { minLength: 1 }), (points) => {
        const counted = run(
          points.map((p) => ({ ...p, duration: Number.POSITIVE_INFINITY })),
          true,
        );
        expect(counted).toEqual(points.some((p) => p.playing) ? ['live-stream-start'] : []);
      }),
    );
  });

  it('an unknown duration counts the start only, until the end', () => {
    expect(run([{ playing: true, currentTime: 50, duration: Number.NaN, ended: false }])).toEqual(['video-start']);
  });
});
