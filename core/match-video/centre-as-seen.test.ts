import fc from 'fast-check';
import { matchFeedArb, MIN } from '@test/arbitraries/match-feed-arbitraries';
import { foldScore } from '../matches/fold-statistics';
import { toMatchCentre } from '../matches/match-centre';
import type { MatchDetail } from '../matches/match-types';
import { centreAsSeen } from './centre-as-seen';
import { positionAtWall, videoMatchTime } from './video-match-time';

const detailOf = (timeline: MatchDetail['events'], kickOff: string): MatchDetail => ({
  match: {
    matchID: 'm1',
    teamID: 't1',
    season: '2025-26',
    competition: { competitionID: 'league', name: 'League', shortName: 'L', kind: 'league', crestImageKey: 'c' },
    kickOff,
    home: { name: 'UZFC', shortName: 'UZFC', crestImageKey: 'crest/uzfc', isClub: true },
    away: { name: 'Lowfield', shortName: 'Lowfield', crestImageKey: 'crest/lowfield', isClub: false },
    venue: 'Zenith Park',
    status: 'played',
    score: foldScore(timeline),
    ticketUrl: null,
    lastSequence: timeline.length,
  },
  lineups: [],
  events: timeline,
  statistics: {
    home: { possession: 50, shots: 0, shotsOnTarget: 0, corners: 0, fouls: 0, yellowCards: 0, redCards: 0 },
    away: { possession: 50, shots: 0, shotsOnTarget: 0, corners: 0, fouls: 0, yellowCards: 0, redCards: 0 },
  },
  playerOfTheMatch: { playerID: 'p9', name: 'Sam Reed', side: 'home' },
});

/** the whole match, as the live feed has it at full time, and the video's clock over it */
const watched = matchFeedArb.chain((m) =>
  fc
    .record({
      anchorPosition: fc.double({ min: 0, max: 10_000, noNaN: true }),
      // where the fan is: anywhere from before kick-off to after full time
      atMs: fc.integer({ min: m.kickOffMs - 10 * MIN, max: m.fullTimeMs + 10 * MIN }),
    })
    .map(({ anchorPosition, atMs }) => {
      const detail = detailOf(m.timeline, m.kickOffIso);
      const live = toMatchCentre(detail, m.timeline, 'live', m.fullTimeMs + 20 * MIN);
      const anchor = { position: anchorPosition, wallMs: m.kickOffMs };
      const time = videoMatchTime(live.timeline, anchor, m.kickOffIso);
      return { m, live, time, position: positionAtWall(anchor, atMs), atMs };
    }),
);

describe('the match centre in step with the video', () => {
  it('shows nothing the video has not reached: exactly the events seen, and the score, statistics and clock they make', () => {
    fc.assert(
      fc.property(watched, ({ live, time, position }) => {
        const seen = time.seenAt(position);
        const as = centreAsSeen(live, seen, time.wallAt(position));
        expect(as.timeline.map((e) => e.sequence)).toEqual(seen.map((e) => e.sequence));
        for (const e of as.timeline) expect(time.positionOf(e)).toBeLessThanOrEqual(position + 0.0005);
        if (as.match.score) expect(as.match.score).toEqual(foldScore(seen));
        const clock = time.clockAt(position);
        if (clock === 'HT') expect(as.state).toBe('half-time');
        if (clock === 'FT') expect(as.state).toBe('full-time');
        if (clock === 'Pre-match') expect(as.state).toBe('upcoming');
        if (/'$/.test(clock)) expect(as.state).toBe('live');
        // the player of the match is named at full time: not before the video gets there
        expect(as.playerOfTheMatch !== null).toBe(clock === 'FT');
      }),
    );
  });

  it('only moves forward as the video plays on, and is the live centre once the video has caught up', () => {
    fc.assert(
      fc.property(watched, fc.double({ min: 0, max: 1_800, noNaN: true }), ({ live, time, position }, step) => {
        const at = (p: number) => centreAsSeen(live, time.seenAt(p), time.wallAt(p));
        const [before, after] = [at(position), at(position + step)];
        expect(after.timeline.length).toBeGreaterThanOrEqual(before.timeline.length);
        if (before.match.score && after.match.score) {
          expect(after.match.score.home).toBeGreaterThanOrEqual(before.match.score.home);
          expect(after.match.score.away).toBeGreaterThanOrEqual(before.match.score.away);
        }
        const end = Math.max(...live.timeline.map((e) => time.positionOf(e)));
        const caughtUp = at(end);
        expect(caughtUp.timeline).toEqual(live.timeline);
        expect(caughtUp.match.score).toEqual(live.match.score);
        expect(caughtUp.statistics).toEqual(live.statistics);
        expect(caughtUp.state).toBe('full-time');
      }),
    );
  });

  it('leaves a postponed match as it is', () => {
    const detail = detailOf([], '2026-01-01T15:00:00.000Z');
    const postponed = toMatchCentre({ ...detail, match: { ...detail.match, status: 'postponed' } }, [], 'live', 0);
    expect(centreAsSeen(postponed, [], 0)).toBe(postponed);
  });
});
