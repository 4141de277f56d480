import fc from 'fast-check';
import { eventsArb } from '@test/arbitraries/match-event-arbitraries';
import { attackMomentum, minutesPlayed, momentumSummary, type MatchMinute } from './attack-momentum';
import type { MatchEvent } from './match-types';

const swap = (e: MatchEvent): MatchEvent => ({
  ...e,
  side: e.side === 'home' ? 'away' : e.side === 'away' ? 'home' : null,
});
const order = (m: MatchMinute) => m.period * 10_000 + m.minute * 10 + m.addedMinute;
const at = (period: 1 | 2, minute: number, addedMinute = 0): MatchMinute => ({ period, minute, addedMinute });
const clockArb = fc.option(
  fc.oneof(
    fc.integer({ min: 1, max: 45 }).map((m) => at(1, m)),
    fc.integer({ min: 46, max: 90 }).map((m) => at(2, m)),
    fc.integer({ min: 1, max: 6 }).map((a) => at(2, 90, a)),
  ),
  { nil: null },
);
const shot = (sequence: number, minute: number, side: 'home' | 'away', kind: MatchEvent['kind'] = 'attempt-saved') => ({
  sequence,
  matchID: 'm',
  kind,
  period: minute > 45 ? 2 : 1,
  minute,
  addedMinute: 0,
  side,
  playerID: null,
  secondaryPlayerID: null,
  text: kind,
  publishedAt: '2026-01-01T00:00:00.000Z',
  possessionHome: null,
});

describe('attack momentum', () => {
  it('property: one value per minute played, in order, each within [-1, 1]', () => {
    fc.assert(
      fc.property(eventsArb, clockArb, (events, clock) => {
        const graph = attackMomentum(events, clock);
        const minutes = minutesPlayed(events, clock);
        expect(graph.map(({ period, minute, addedMinute }) => ({ period, minute, addedMinute }))).toEqual(minutes);
        expect(new Set(graph.map((m) => m.label)).size).toBe(graph.length);
        for (const m of graph) expect(Math.abs(m.value)).toBeLessThanOrEqual(1);
        const last = minutes.at(-1);
        if (clock && last) expect(order(last)).toBeGreaterThanOrEqual(order(clock));
        if (clock && clock.period === 2)
          expect(minutes.filter((m) => m.period === 1).length).toBeGreaterThanOrEqual(45);
      }),
    );
  });

  it('property: swapping the sides turns the graph over', () => {
    fc.assert(
      fc.property(eventsArb, clockArb, (events, clock) => {
        const graph = attackMomentum(events, clock);
        const swapped = attackMomentum(events.map(swap), clock);
        expect(swapped.map((m) => m.value + 0)).toEqual(graph.map((m) => -m.value + 0));
      }),
    );
  });

  it('property: a minute depends only on itself and the minutes before (later events never redraw it)', () => {
    fc.assert(
      fc.property(eventsArb, fc.integer({ min: 1, max: 90 }), (events, cut) => {
        const before = events.filter((e) => e.minute <= cut);
        const early = attackMomentum(before, null);
        const all = new Map(attackMomentum(events, null).map((m) => [m.label, m.value]));
        for (const m of early) expect(all.get(m.label)).toBe(m.value);
      }),
    );
  });

  it('property: more home pressure never lowers a minute', () => {
    fc.assert(
      fc.property(eventsArb, fc.integer({ min: 1, max: 90 }), (events, minute) => {
        const more = [...events, shot(events.length + 1, minute, 'home')];
        const base = new Map(attackMomentum(events, at(2, 90)).map((m) => [m.label, m.value]));
        for (const m of attackMomentum(more, at(2, 90))) expect(m.value).toBeGreaterThanOrEqual(base.get(m.label)!);
      }),
    );
  });

  it('leans towards the side pressing and fades by half a minute each minute; nothing before kick-off', () => {
    expect(attackMomentum([], null)).toEqual([]);
    const graph = attackMomentum([shot(1, 10, 'home', 'goal'), shot(2, 30, 'away')], at(1, 32));
    expect(graph).toHaveLength(32);
    expect(graph[9]).toMatchObject({ label: "10'", value: Math.tanh(1) });
    expect(graph[10]!.value).toBeCloseTo(Math.tanh(0.5));
    expect(graph[29]!.value).toBeLessThan(0);
    expect(graph[0]!.value).toBe(0);
    // added time has minutes of its own
    const added = attackMomentum([{ ...shot(1, 45, 'home'), addedMinute: 2 }], null);
    expect(added.map((m) => m.label).slice(-3)).toEqual(["45'", "45+1'", "45+2'"]);
  });

  it('says the graph in words', () => {
    expect(momentumSummary([], 'UZFC', 'Greywater City')).toBe('Attack momentum starts at kick-off.');
    const graph = attackMomentum(
      [shot(1, 2, 'home', 'goal'), shot(2, 3, 'home'), shot(3, 9, 'away', 'goal')],
      at(1, 10),
    );
    expect(momentumSummary(graph, 'UZFC', 'Greywater City')).toBe(
      "Attack momentum, 1' to 10': UZFC on top for 4 minutes, Greywater City for 2 minutes; the last 5 minutes: even.",
    );
  });
});
