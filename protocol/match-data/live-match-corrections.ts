/**
 * The live match's corrections, planted in its seeded commentary so every demo and
 * journey sees a feed put itself right: a goal by the club that VAR disallows a minute later
 * (a 'var' line, then a 'withdraw' correction), and a goal whose scorer is corrected a minute
 * later (a commentary line, then a 'replace' correction crediting the player who had the assist).
 * Both come after the stand-in's default start (30'), so a fan who opens the match centre at
 * start sees them happen. Pure: (plan) -> plan, the same on every run.
 */
import { MINUTE_MS, type MatchPlan, type PlannedEvent } from './match-plan';
import type { SideWire } from './match-wire';

/** the disallowed goal: the first quiet minute from here (match time, first half) */
export const DISALLOWED_FROM_MINUTE = 33;
/** the corrected scorer: the club's first assisted goal from here */
export const CORRECTED_FROM_MINUTE = 35;

const SCORELINE_KINDS: ReadonlySet<string> = new Set([
  'goal',
  'own-goal',
  'penalty-goal',
  'var',
  'half-time',
  'second-half',
  'full-time',
  'added-time',
  'abandoned',
]);
const isGoal = (e: PlannedEvent) => e.kind === 'goal' || e.kind === 'penalty-goal' || e.kind === 'own-goal';

interface Draft {
  readonly event: PlannedEvent;
  /** the event it corrects (by identity, numbered once every event has its place) */
  readonly corrects?: PlannedEvent;
  readonly action?: 'replace' | 'withdraw';
}

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

export function withCorrections(plan: MatchPlan): MatchPlan {
  const clubSide: SideWire = plan.facts.home.isClub ? 'home' : 'away';
  const names = new Map(plan.lineups.flatMap((l) => [...l.starting, ...l.substitutes]).map((p) => [p.playerID, p]));
  const drafts: Draft[] = plan.events.map((event) => ({ event }));
  const team = (side: SideWire) => plan.facts[side].shortName;

  // a goal by the club, disallowed a minute later: in a minute (and the next two) with no goal,
  // VAR line or whistle, so no line between them quotes a score the disallowed goal would change
  const firstHalf = plan.events.filter((e) => e.period === 1 && e.addedMinute === 0);
  const quiet = (m: number) =>
    !firstHalf.some((e) => e.minute >= m && e.minute <= m + 2 && SCORELINE_KINDS.has(e.kind));
  const minute = Array.from({ length: 43 - DISALLOWED_FROM_MINUTE }, (_, i) => DISALLOWED_FROM_MINUTE + i).find(quiet);
  const lineup = plan.lineups.find((l) => l.side === clubSide);
  const sentOffOrReplaced = new Set(
    plan.events
      .filter((e) => e.period === 1 && /substitution|red-card|second-yellow/.test(e.kind))
      .map((e) => e.playerID),
  );
  const scorer = lineup?.starting.find((p) => p.position === 'Forward' && !sentOffOrReplaced.has(p.playerID));
  if (minute !== undefined && scorer) {
    const before = plan.events.filter((e) => e.period === 1 && e.minute < minute && isGoal(e));
    const score = { home: 0, away: 0 };
    for (const g of before)
      if (g.side) score[g.kind === 'own-goal' ? (g.side === 'home' ? 'away' : 'home') : g.side] += 1;
    score[clubSide] += 1;
    const at = (m: number, second: number) => (m - 1) * MINUTE_MS + second * 1000;
    const goal: PlannedEvent = {
      kind: 'goal',
      period: 1,
      minute,
      addedMinute: 0,
      side: clubSide,
      playerID: scorer.playerID,
      secondaryPlayerID: null,
      text: `Goal! ${team('home')} ${score.home}, ${team('away')} ${score.away}. ${scorer.name} (${team(clubSide)}) right footed shot from the centre of the box to the bottom left corner.`,
      possessionHome: null,
      offsetMs: at(minute, 21),
    };
    const check: PlannedEvent = {
      ...goal,
      kind: 'var',
      minute: minute + 1,
      text: `VAR Decision: No Goal ${team(clubSide)}. ${scorer.name}'s goal is disallowed for offside.`,
      offsetMs: at(minute + 1, 12),
    };
    drafts.push(
      { event: goal },
      { event: check },
      // the correction's content is the goal's (only its action counts): it takes that goal back
      {
        event: { ...goal, text: 'Goal withdrawn.', offsetMs: check.offsetMs + 1000 },
        corrects: goal,
        action: 'withdraw',
      },
    );
  }

  // a goal by the club credited to the player who made it: the assist becomes the scorer (not a
  // goal a VAR line names, which would go on quoting the first scorer)
  const namedByVar = (id: string | null) =>
    plan.events.some((e) => e.kind === 'var' && id && e.text.includes(names.get(id)?.name ?? id));
  const credited = plan.events.find(
    (e) =>
      e.kind === 'goal' &&
      e.side === clubSide &&
      e.secondaryPlayerID &&
      e.minute >= CORRECTED_FROM_MINUTE &&
      !namedByVar(e.playerID),
  );
  const was = credited?.playerID ? names.get(credited.playerID) : undefined;
  const now = credited?.secondaryPlayerID ? names.get(credited.secondaryPlayerID) : undefined;
  if (credited && was && now) {
    const note: PlannedEvent = {
      ...credited,
      kind: 'commentary',
      playerID: null,
      secondaryPlayerID: null,
      text: `Correction: the goal in the ${ordinal(credited.minute)} minute is credited to ${now.name}.`,
      offsetMs: credited.offsetMs + 75_000,
    };
    const corrected: PlannedEvent = {
      ...credited,
      playerID: now.playerID,
      secondaryPlayerID: null,
      text: credited.text.replace(was.name, now.name).replace(/ Assisted by [^.]+\./, ''),
      offsetMs: note.offsetMs + 1000,
    };
    drafts.push({ event: note }, { event: corrected, corrects: credited, action: 'replace' });
  }

  // in publication order (a stable sort keeps the script's order among equal moments), then numbered
  drafts.sort((a, b) => a.event.offsetMs - b.event.offsetMs);
  const sequenceOf = new Map(drafts.map((d, i) => [d.event, i + 1]));
  const events = drafts.map(({ event, corrects, action }): PlannedEvent => {
    const target = corrects && sequenceOf.get(corrects);
    return target && action ? { ...event, correction: { sequence: target, action } } : event;
  });
  return { ...plan, events };
}
