/**
 * What the service has published of a plan at a given moment: the events whose time has come
 * (kick-off + offset / speed), the status and score they imply, the line-ups once announced,
 * and the service's own statistics totals over what is published. Pure: (plan, now) -> wire.
 */
import type { MatchPlan, PlannedEvent } from './match-plan';
import type {
  EventsPageWire,
  MatchDetailWire,
  MatchEventWire,
  MatchStatusWire,
  MatchWire,
  PlayerOfTheMatchWire,
  SideWire,
  TeamStatisticsWire,
} from './match-wire';

// a plan's kick-off, parsed once (each of 2,000 fans' feeds asked for every event it had published)
const kickOffMs = new WeakMap<MatchPlan, number>();
function kickOffOf(plan: MatchPlan): number {
  let ms = kickOffMs.get(plan);
  if (ms === undefined) kickOffMs.set(plan, (ms = Date.parse(plan.facts.kickOff)));
  return ms;
}

export const publishAtMs = (plan: MatchPlan, event: PlannedEvent): number =>
  kickOffOf(plan) + event.offsetMs / plan.speed;

const toWire = (plan: MatchPlan, event: PlannedEvent, index: number): MatchEventWire => {
  const { offsetMs: _offset, correction, ...rest } = event;
  return {
    ...rest,
    correction: correction ?? null,
    sequence: index + 1,
    matchID: plan.facts.matchID,
    publishedAt: new Date(publishAtMs(plan, event)).toISOString(),
  };
};

/** events are in offset order, so the published ones are a prefix */
export function publishedCount(plan: MatchPlan, nowMs: number): number {
  // the first event not yet published, by halving (a feed asks on every event it sends)
  let [low, high] = [0, plan.events.length];
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (publishAtMs(plan, plan.events[mid] as PlannedEvent) <= nowMs) low = mid + 1;
    else high = mid;
  }
  return low;
}

export function publishedEvents(plan: MatchPlan, nowMs: number, afterSequence = 0): MatchEventWire[] {
  const count = publishedCount(plan, nowMs);
  return plan.events
    .slice(Math.max(0, afterSequence), count)
    .map((e, i) => toWire(plan, e, Math.max(0, afterSequence) + i));
}

/** when the event after `afterSequence` will be published, or undefined when there is none */
export function nextPublicationMs(plan: MatchPlan, afterSequence: number): number | undefined {
  const next = plan.events[afterSequence];
  return next ? publishAtMs(plan, next) : undefined;
}

const FINAL_KINDS: ReadonlySet<string> = new Set(['full-time', 'abandoned']);
export const isFinalEvent = (e: { readonly kind: string }): boolean => FINAL_KINDS.has(e.kind);

function statusOf(plan: MatchPlan, published: readonly MatchEventWire[]): MatchStatusWire {
  if (plan.postponed) return 'postponed';
  const last = published[published.length - 1];
  if (last?.kind === 'abandoned') return 'abandoned';
  if (last?.kind === 'full-time') return 'played';
  return published.some((e) => e.kind === 'kick-off') ? 'live' : 'scheduled';
}

function scoreOf(published: readonly MatchEventWire[]): { home: number; away: number } {
  const score = { home: 0, away: 0 };
  for (const e of published) {
    if (!e.side) continue;
    if (e.kind === 'goal' || e.kind === 'penalty-goal') score[e.side] += 1;
    if (e.kind === 'own-goal') score[e.side === 'home' ? 'away' : 'home'] += 1;
  }
  return score;
}

/** the service's totals, counted per kind as a data provider would tally them */
const tallies: Readonly<Record<Exclude<keyof TeamStatisticsWire, 'possession'>, readonly string[]>> = {
  shots: [
    'goal',
    'penalty-goal',
    'penalty-missed',
    'attempt-saved',
    'attempt-missed',
    'attempt-blocked',
    'hit-woodwork',
  ],
  shotsOnTarget: ['goal', 'penalty-goal', 'attempt-saved'],
  corners: ['corner'],
  fouls: ['foul'],
  yellowCards: ['yellow-card', 'second-yellow'],
  redCards: ['red-card', 'second-yellow'],
};

export function statisticsTotals(published: readonly MatchEventWire[]): {
  home: TeamStatisticsWire;
  away: TeamStatisticsWire;
} {
  const lastPossession = [...published].reverse().find((e) => e.possessionHome !== null)?.possessionHome ?? 50;
  const side = (s: SideWire, possession: number): TeamStatisticsWire => {
    const mine = published.filter((e) => e.side === s);
    const count = (kinds: readonly string[]) => mine.filter((e) => kinds.includes(e.kind)).length;
    return {
      possession,
      shots: count(tallies.shots),
      shotsOnTarget: count(tallies.shotsOnTarget),
      corners: count(tallies.corners),
      fouls: count(tallies.fouls),
      yellowCards: count(tallies.yellowCards),
      redCards: count(tallies.redCards),
    };
  };
  return { home: side('home', lastPossession), away: side('away', 100 - lastPossession) };
}

/**
 * The service's own reading of what it published: the latest correction of each event applied,
 * withdrawn events gone (the site folds the same way with core's correctTimeline). `published`
 * is in sequence order.
 */
export function standingEvents(published: readonly MatchEventWire[]): MatchEventWire[] {
  const latest = new Map<number, MatchEventWire>();
  for (const e of published)
    if (e.correction && e.correction.sequence < e.sequence) latest.set(e.correction.sequence, e);
  return published.flatMap((e): MatchEventWire[] => {
    const c = e.correction ? undefined : latest.get(e.sequence);
    if (e.correction) return [];
    if (!c) return [e];
    return c.correction?.action === 'withdraw'
      ? []
      : [{ ...c, sequence: e.sequence, publishedAt: e.publishedAt, correction: null }];
  });
}

export function matchAt(plan: MatchPlan, nowMs: number): MatchWire {
  const published = publishedEvents(plan, nowMs);
  const status = statusOf(plan, published);
  return {
    ...plan.facts,
    status,
    score: status === 'scheduled' || status === 'postponed' ? null : scoreOf(standingEvents(published)),
    ticketUrl: status === 'scheduled' ? plan.ticketUrl : null,
    lastSequence: published.length,
  };
}

/**
 * The seed's player of the match, named at full time: the player with the most goals (the first
 * to score among equals); in a goalless match the home side's captain.
 */
function playerOfTheMatch(plan: MatchPlan, events: readonly MatchEventWire[]): PlayerOfTheMatchWire | null {
  if (!events.some((e) => e.kind === 'full-time')) return null;
  const goals = new Map<string, { side: SideWire; count: number }>();
  for (const e of events) {
    if ((e.kind === 'goal' || e.kind === 'penalty-goal') && e.playerID && e.side) {
      goals.set(e.playerID, { side: e.side, count: (goals.get(e.playerID)?.count ?? 0) + 1 });
    }
  }
  const players = plan.lineups.flatMap((l) => [...l.starting, ...l.substitutes].map((p) => ({ ...p, side: l.side })));
  const best = [...goals.entries()].reduce<[string, { side: SideWire; count: number }] | null>(
    (top, g) => (top === null || g[1].count > top[1].count ? g : top),
    null,
  );
  const chosen = best
    ? players.find((p) => p.playerID === best[0])
    : players.find((p) => p.side === 'home' && p.captain);
  return chosen ? { playerID: chosen.playerID, name: chosen.name, side: chosen.side } : null;
}

export function detailAt(plan: MatchPlan, nowMs: number): MatchDetailWire {
  const events = publishedEvents(plan, nowMs);
  const standing = standingEvents(events);
  return {
    match: matchAt(plan, nowMs),
    lineups: events.some((e) => e.kind === 'lineups-announced') ? plan.lineups : [],
    events,
    statistics: statisticsTotals(standing),
    playerOfTheMatch: playerOfTheMatch(plan, standing),
  };
}

export function eventsPageAt(plan: MatchPlan, nowMs: number, afterSequence: number): EventsPageWire {
  const count = publishedCount(plan, nowMs);
  const events = publishedEvents(plan, nowMs, afterSequence);
  const last = plan.events[count - 1];
  return {
    matchID: plan.facts.matchID,
    events,
    lastSequence: count,
    complete: plan.postponed || (last !== undefined && isFinalEvent(last)),
  };
}
