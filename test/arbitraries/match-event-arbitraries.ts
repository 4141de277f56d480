/**
 * Generated matches and feeds for the match rules' properties: a match in any state, a feed of
 * sequences 1..n, and the same feed as a reconnecting connection may deliver it.
 */
import fc from 'fast-check';
import { matchEventKinds, type Match, type MatchEvent, type MatchStatus } from '@core/matches/match-types';

/** a live league match, UZFC at home to Greywater City, kicking off at `kickOff` */
export const liveMatchOf = (matchID: string, kickOff: string): Match => ({
  matchID,
  teamID: 't1',
  season: '2026-27',
  competition: { competitionID: 'c', name: 'League', shortName: 'L', kind: 'league', crestImageKey: 'c' },
  kickOff,
  home: { name: 'UZFC', shortName: 'UZFC', crestImageKey: 'a', isClub: true },
  away: { name: 'Greywater City', shortName: 'Greywater', crestImageKey: 'b', isClub: false },
  venue: 'Zenith Park',
  status: 'live',
  score: { home: 0, away: 0 },
  ticketUrl: null,
  lastSequence: 0,
});

const side = (name: string, isClub: boolean) => ({ name, shortName: name, crestImageKey: `crest/${name}`, isClub });

export const matchArb = (
  statuses: readonly MatchStatus[] = ['scheduled', 'live', 'played', 'postponed', 'abandoned'],
): fc.Arbitrary<Match> =>
  fc
    .record({
      id: fc.integer({ min: 1, max: 9999 }),
      kickOffMs: fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) }),
      clubAtHome: fc.boolean(),
      status: fc.constantFrom(...statuses),
      home: fc.nat(6),
      away: fc.nat(6),
      opponent: fc.string({ minLength: 1, maxLength: 40 }),
      venue: fc.string({ maxLength: 60 }),
    })
    .map(({ id, kickOffMs, clubAtHome, status, home, away, opponent, venue }) => ({
      matchID: `m-${id}`,
      teamID: 't1',
      season: '2025-26',
      competition: {
        competitionID: 'league',
        name: 'League, Division; One',
        shortName: 'L',
        kind: 'league',
        crestImageKey: 'competition/league',
      },
      kickOff: new Date(kickOffMs).toISOString(),
      home: side(clubAtHome ? 'UZFC' : opponent, clubAtHome),
      away: side(clubAtHome ? opponent : 'UZFC', !clubAtHome),
      venue,
      status,
      score: status === 'scheduled' || status === 'postponed' ? null : { home, away },
      ticketUrl: null,
      lastSequence: 0,
    }));

/** a match's feed: sequences 1..n, each with a kind, a side and maybe a possession figure */
export const eventsArb: fc.Arbitrary<MatchEvent[]> = fc
  .array(
    fc.record({
      kind: fc.constantFrom(...matchEventKinds),
      side: fc.constantFrom('home' as const, 'away' as const, null),
      possession: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      minute: fc.integer({ min: 1, max: 90 }),
    }),
    { maxLength: 60 },
  )
  .map((drafts) =>
    drafts.map((d, i): MatchEvent => ({
      sequence: i + 1,
      matchID: 'm-1',
      kind: d.kind,
      period: d.minute > 45 ? 2 : 1,
      minute: d.minute,
      addedMinute: 0,
      side: d.side,
      playerID: null,
      secondaryPlayerID: null,
      text: `${d.kind} at ${d.minute}`,
      publishedAt: new Date(Date.UTC(2026, 0, 1) + i * 30_000).toISOString(),
      possessionHome: d.possession,
    })),
  );

/** the same events, shuffled and with some sent again: what a reconnecting feed may deliver */
export const redeliveredArb = (events: readonly MatchEvent[]): fc.Arbitrary<MatchEvent[]> =>
  fc.tuple(fc.shuffledSubarray([...events]), fc.array(fc.nat(), { maxLength: events.length })).chain(([extra, keys]) =>
    fc.shuffledSubarray([...events, ...extra], { minLength: events.length + extra.length }).map((all) =>
      all
        .map((e, i) => ({ e, k: keys[i] ?? i }))
        .sort((a, b) => a.k - b.k)
        .map((x) => x.e),
    ),
  );

/**
 * A feed with corrections: the events of `eventsArb`, then corrections published after them,
 * each naming an earlier sequence (now and then one that names a correction or nothing at all,
 * which changes nothing) and either withdrawing it or replacing it with new content.
 */
export const correctedFeedArb: fc.Arbitrary<MatchEvent[]> = eventsArb.chain((events) =>
  fc
    .array(
      fc.record({
        target: fc.integer({ min: 1, max: events.length + 6 }),
        withdraw: fc.boolean(),
        kind: fc.constantFrom('goal' as const, 'own-goal' as const, 'yellow-card' as const, 'red-card' as const),
        side: fc.constantFrom('home' as const, 'away' as const),
        player: fc.constantFrom('p1', 'p2', 'p3'),
      }),
      { maxLength: 8 },
    )
    .map((drafts) => [
      ...events,
      ...drafts.map((d, i): MatchEvent => {
        const sequence = events.length + i + 1;
        return {
          sequence,
          matchID: 'm-1',
          kind: d.kind,
          period: 1,
          minute: 10 + i,
          addedMinute: 0,
          side: d.side,
          playerID: d.player,
          secondaryPlayerID: null,
          text: `correction ${sequence} of ${d.target}`,
          publishedAt: new Date(Date.UTC(2026, 0, 1, 2) + i * 30_000).toISOString(),
          possessionHome: null,
          correction: { sequence: d.target, action: d.withdraw ? 'withdraw' : 'replace' },
        };
      }),
    ]),
);
