import fc from 'fast-check';
import { foldScore } from '../matches/fold-statistics';
import type { MatchDetail, MatchEvent, MatchEventKind, Side } from '../matches/match-types';
import {
  CLEAN_SHEET_MIN_MINUTES,
  matchContributions,
  playerSeasonStats,
  recentAppearances,
  seasonStats,
} from './player-stats';
import { seasonArb, simulatedMatchArb, type SimulatedMatch } from '@test/arbitraries/match-arbitraries';
import type { PlayerSeasonStats } from './team-types';

const details = (season: readonly SimulatedMatch[]) => season.map((m) => m.detail);
const total = (stats: ReadonlyMap<string, PlayerSeasonStats>, key: keyof Omit<PlayerSeasonStats, 'playerID'>) =>
  [...stats.values()].reduce((sum, s) => sum + s[key], 0);
const clubEvents = (m: SimulatedMatch, kinds: readonly string[]) =>
  m.detail.events.filter((e) => e.side === m.clubSide && kinds.includes(e.kind)).length;

/**
 * A scripted match over a generated line-up: c-GK plays 90, the scorer scores twice (once
 * assisted) and goes off at 70 for a substitute, another starter is sent off at 80 for a second
 * yellow, and the opponent scores an own goal (the club's third, nobody's goal).
 */
function scripted() {
  const base = fc.sample(simulatedMatchArb(1), { numRuns: 1, seed: 7 })[0]!;
  const side = base.clubSide;
  const ours = base.detail.lineups.find((l) => l.side === side)!;
  const [gk, scorer, assister, sentOff] = ours.starting.map((p) => p.playerID) as [string, string, string, string];
  const sub = ours.substitutes[1]!.playerID;
  const ev = (
    sequence: number,
    kind: MatchEventKind,
    minute: number,
    playerID: string,
    secondaryPlayerID: string | null = null,
    by: Side = side,
  ): MatchEvent => ({
    sequence,
    matchID: 'm1',
    kind,
    period: minute > 45 ? 2 : 1,
    minute,
    addedMinute: 0,
    side: by,
    playerID,
    secondaryPlayerID,
    text: kind,
    publishedAt: '2025-08-09T15:00:00.000Z',
    possessionHome: null,
  });
  const events = [
    ev(1, 'goal', 10, scorer, assister),
    ev(2, 'penalty-goal', 30, scorer),
    ev(3, 'yellow-card', 40, sentOff),
    ev(4, 'substitution', 70, scorer, sub),
    ev(5, 'second-yellow', 80, sentOff),
    ev(6, 'own-goal', 85, 'opponent-5', null, side === 'home' ? 'away' : 'home'),
  ];
  const detail: MatchDetail = { ...base.detail, match: { ...base.detail.match, matchID: 'm1' }, events };
  return { detail, gk, scorer, assister, sentOff, sub };
}

describe('player season statistics', () => {
  it('counts a scripted match: minutes, goals, assists, cards, the substitute and the clean sheet', () => {
    const { detail, gk, scorer, assister, sentOff, sub } = scripted();
    const c = matchContributions(detail);
    expect(c.get(scorer)).toMatchObject({ started: true, appeared: true, minutes: 70, goals: 2, assists: 0 });
    expect(c.get(assister)).toMatchObject({ minutes: 90, assists: 1 });
    expect(c.get(sentOff)).toMatchObject({ minutes: 80, yellowCards: 2, redCards: 1 });
    expect(c.get(sub)).toMatchObject({ started: false, appeared: true, minutes: 20 });
    // the opponent's own goal scores for the club, so the keeper still kept a clean sheet
    expect(c.get(gk)).toMatchObject({ minutes: 90, cleanSheet: true });
    expect(c.has('opponent-5')).toBe(false);
    expect(
      playerSeasonStats(scorer, [
        detail,
        { ...detail, match: { ...detail.match, matchID: 'm2', status: 'abandoned' } },
      ]),
    ).toEqual({
      playerID: scorer,
      appearances: 1,
      starts: 1,
      minutes: 70,
      goals: 2,
      assists: 0,
      yellowCards: 0,
      redCards: 0,
      cleanSheets: 0,
    });
    expect(playerSeasonStats('nobody', [detail])).toMatchObject({ appearances: 0, minutes: 0 });
  });

  it("property: the players' goals add up to the team's goals from the events, own goals excluded", () => {
    fc.assert(
      fc.property(seasonArb(), (season) => {
        const stats = seasonStats(details(season));
        const teamGoals = season.reduce((sum, m) => sum + foldScore(m.detail.events)[m.clubSide], 0);
        const opponentOwnGoals = season.reduce(
          (sum, m) => sum + m.detail.events.filter((e) => e.kind === 'own-goal' && e.side !== m.clubSide).length,
          0,
        );
        expect(total(stats, 'goals')).toBe(teamGoals - opponentOwnGoals);
        expect(total(stats, 'assists')).toBeLessThanOrEqual(
          season.reduce((sum, m) => sum + clubEvents(m, ['goal']), 0),
        );
      }),
    );
  });

  it('property: minutes and appearances match the simulation of who was on the pitch', () => {
    fc.assert(
      fc.property(seasonArb(), (season) => {
        const stats = seasonStats(details(season));
        for (const [id, s] of stats) {
          const expected = season.reduce((sum, m) => sum + (m.minutes.get(id) ?? 0), 0);
          expect(s.minutes).toBe(expected);
          expect(s.appearances).toBe(season.filter((m) => m.minutes.has(id)).length);
          expect(s.starts).toBeLessThanOrEqual(s.appearances);
          expect(s.minutes).toBeLessThanOrEqual(90 * s.appearances);
        }
        // eleven starters a match: the starts add up to 11 per match
        expect(total(stats, 'starts')).toBe(11 * season.length);
      }),
    );
  });

  it("property: cards add up to the club's card events; a second yellow is a yellow and a red", () => {
    fc.assert(
      fc.property(seasonArb(), (season) => {
        const stats = seasonStats(details(season));
        expect(total(stats, 'yellowCards')).toBe(
          season.reduce((sum, m) => sum + clubEvents(m, ['yellow-card', 'second-yellow']), 0),
        );
        expect(total(stats, 'redCards')).toBe(
          season.reduce((sum, m) => sum + clubEvents(m, ['red-card', 'second-yellow']), 0),
        );
      }),
    );
  });

  it('property: clean sheets only for goalkeepers with 60+ minutes in matches the club conceded none', () => {
    fc.assert(
      fc.property(seasonArb(), (season) => {
        for (const m of season) {
          const conceded = foldScore(m.detail.events)[m.clubSide === 'home' ? 'away' : 'home'];
          const lineup = m.detail.lineups.find((l) => l.side === m.clubSide)!;
          const keepers = new Set(
            [...lineup.starting, ...lineup.substitutes]
              .filter((p) => p.position === 'Goalkeeper')
              .map((p) => p.playerID),
          );
          for (const c of matchContributions(m.detail).values()) {
            expect(c.cleanSheet).toBe(
              keepers.has(c.playerID) && c.minutes >= CLEAN_SHEET_MIN_MINUTES && conceded === 0,
            );
          }
        }
      }),
    );
  });

  it('property: only played matches count, in any order', () => {
    fc.assert(
      fc.property(
        seasonArb(5, ['played', 'abandoned', 'live', 'scheduled', 'postponed']).chain((s) =>
          fc.tuple(fc.constant(s), fc.shuffledSubarray(s, { minLength: s.length })),
        ),
        ([season, shuffled]) => {
          const played = season.filter((m) => m.detail.match.status === 'played');
          expect(seasonStats(details(shuffled))).toEqual(seasonStats(details(played)));
        },
      ),
    );
  });

  it("property: recent appearances are the player's newest, newest first, each one he played in", () => {
    fc.assert(
      fc.property(
        seasonArb(8),
        fc.constantFrom('c01', 'c05', 'c12', 'c20'),
        fc.integer({ min: 0, max: 6 }),
        (season, id, limit) => {
          const recent = recentAppearances(id, details(season), limit);
          const played = season.filter((m) => m.minutes.has(id));
          expect(recent.length).toBe(Math.min(limit, played.length));
          const kickOffs = recent.map((r) => r.match.kickOff);
          expect(kickOffs).toEqual([...kickOffs].sort().reverse());
          for (const r of recent) expect(r.contribution.appeared).toBe(true);
        },
      ),
    );
  });
});
