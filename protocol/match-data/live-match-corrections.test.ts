import { describe, expect, it } from 'vitest';
import { CORRECTED_FROM_MINUTE, DISALLOWED_FROM_MINUTE } from './live-match-corrections';
import { LIVE_MATCH_ID } from './live-match-seed';
import { createMatchData } from './match-data-seed';
import { standingEvents } from './match-publication';
import type { MatchEventWire } from './match-wire';

const startedAtMs = Date.parse('2026-11-23T20:00:00Z');
const data = createMatchData({ startedAtMs });
const minute = 60_000;
const events = data.events(LIVE_MATCH_ID, 0, startedAtMs + 3 * 60 * minute)!.events;
const corrections = events.filter((e) => e.correction);
const target = (c: MatchEventWire) => events.find((e) => e.sequence === c.correction?.sequence)!;
const goals = (list: readonly MatchEventWire[]) => list.filter((e) => e.kind === 'goal' && e.side === 'home');

describe("the live match's corrections", () => {
  it('disallows a club goal after a VAR line, and credits another goal to the player who made it', () => {
    expect(corrections.map((c) => c.correction?.action)).toEqual(['withdraw', 'replace']);
    const [withdrawal, replacement] = corrections as [MatchEventWire, MatchEventWire];
    const disallowed = target(withdrawal);
    expect(disallowed).toMatchObject({ kind: 'goal', side: 'home', period: 1 });
    expect(disallowed.minute).toBeGreaterThanOrEqual(DISALLOWED_FROM_MINUTE);
    const varLine = events.find((e) => e.kind === 'var' && e.sequence > disallowed.sequence)!;
    expect(varLine.text).toMatch(/^VAR Decision: No Goal UZFC\. .+'s goal is disallowed for offside\.$/);
    expect(varLine.sequence).toBeLessThan(withdrawal.sequence);

    const first = target(replacement);
    expect(first.minute).toBeGreaterThanOrEqual(CORRECTED_FROM_MINUTE);
    expect(replacement).toMatchObject({ kind: 'goal', playerID: first.secondaryPlayerID, secondaryPlayerID: null });
    expect(replacement.text).not.toMatch(/Assisted by/);
    // the standing goal is the corrected one, where the first version stood
    const standing = standingEvents(events);
    expect(standing.find((e) => e.sequence === first.sequence)?.playerID).toBe(first.secondaryPlayerID);
    expect(standing.some((e) => e.sequence === disallowed.sequence)).toBe(false);
  });

  it('happens after the default start (30 minutes in), a minute or so apart, in publication order', () => {
    const kickOff = Date.parse(data.match(LIVE_MATCH_ID, startedAtMs)!.match.kickOff);
    for (const c of corrections) {
      const published = Date.parse(c.publishedAt);
      expect(published).toBeGreaterThan(startedAtMs);
      expect(published - Date.parse(target(c).publishedAt)).toBeLessThanOrEqual(2 * minute);
      expect(published).toBeGreaterThan(kickOff);
    }
    const times = events.map((e) => Date.parse(e.publishedAt));
    expect(times.every((t, i) => i === 0 || times[i - 1]! <= t)).toBe(true);
  });

  it("the service's score and totals count the match as corrected", () => {
    const over = data.match(LIVE_MATCH_ID, startedAtMs + 3 * 60 * minute)!;
    const standing = standingEvents(over.events);
    expect(over.match.score?.home).toBe(
      goals(standing).length +
        standing.filter((e) => e.kind === 'penalty-goal' && e.side === 'home').length +
        standing.filter((e) => e.kind === 'own-goal' && e.side === 'away').length,
    );
    expect(goals(over.events).length).toBe(goals(standing).length + 3);
    // no score quoted between the disallowed goal and its withdrawal says anything else
    const [withdrawal] = corrections as [MatchEventWire];
    const between = events.filter(
      (e) => e.sequence > target(withdrawal).sequence && e.sequence < withdrawal.sequence && /\d+, .+ \d+/.test(e.text),
    );
    expect(between).toEqual([]);
  });
});
