/**
 * Writes a match's commentary: Opta-like events minute by minute over two halves with added
 * time, the planned goals at planned minutes, cards after fouls, three substitutions a side,
 * VAR checks and a running possession figure. `density` is the chance of an action in a
 * minute: the seeded results use a low one (key moments), the live match a high one (100+
 * events). Everything is drawn from the PRNG it is given, so a plan is the same on every run.
 */
import { HALF_TIME_BREAK_MS, LINEUPS_BEFORE_MS, MINUTE_MS, type PlannedEvent } from './match-plan';
import type { LineupPlayerWire, LineupWire, MatchEventKindWire, SideWire } from './match-wire';
import type { SeedPrng } from './seed-prng';

export interface ScriptSide {
  readonly name: string;
  readonly lineup: LineupWire;
}

export interface ScriptInput {
  readonly prng: SeedPrng;
  readonly home: ScriptSide;
  readonly away: ScriptSide;
  readonly goals: { readonly home: number; readonly away: number };
  /** chance of an action in any one minute, 0..1 */
  readonly density: number;
  /** the match is abandoned in this minute (second half), and nothing follows */
  readonly abandonAtMinute?: number;
}

type Draft = Omit<PlannedEvent, 'offsetMs' | 'period' | 'minute' | 'addedMinute' | 'possessionHome'>;
const other = (side: SideWire): SideWire => (side === 'home' ? 'away' : 'home');

/** the match clock: where display minute `minute` (+ `added`) of `period` falls in match time */
function offsetOf(period: 1 | 2, minute: number, added: number, secondHalfStart: number, second: number): number {
  const base = period === 1 ? (minute - 1 + added) * MINUTE_MS : secondHalfStart + (minute - 46 + added) * MINUTE_MS;
  return base + second * 1000;
}

export function scriptMatch(input: ScriptInput): PlannedEvent[] {
  const { prng } = input;
  const sides = { home: input.home, away: input.away };
  const onPitch = { home: [...input.home.lineup.starting], away: [...input.away.lineup.starting] };
  const bench = { home: [...input.home.lineup.substitutes], away: [...input.away.lineup.substitutes] };
  const booked = new Set<string>();
  const score = { home: 0, away: 0 };
  let possession = prng.int(42, 58);
  const out: PlannedEvent[] = [];

  const name = (p: LineupPlayerWire | undefined) => p?.name ?? 'A player';
  const team = (side: SideWire) => sides[side].name;
  const outfield = (side: SideWire) => onPitch[side].filter((p) => p.position !== 'Goalkeeper');
  const attacker = (side: SideWire) => {
    const pool = outfield(side);
    const forwards = pool.filter((p) => p.position === 'Forward' || p.position === 'Midfielder');
    return prng.pick(forwards.length > 0 && prng.next() < 0.8 ? forwards : pool);
  };
  const scoreline = () => `${team('home')} ${score.home}, ${team('away')} ${score.away}`;

  let period: 1 | 2 = 1;
  let minute = 0;
  let added = 0;
  let secondHalfStart = 0;
  let second = 0;
  /** `exactly`: a whistle's own moment (seconds into the minute, or a whole-minute offset) instead of the next tick */
  const push = (draft: Draft, exactly?: { second?: number; offsetMs?: number }) => {
    // drift possession towards whoever just acted, inside a believable band
    if (draft.side)
      possession = Math.max(30, Math.min(70, possession + (draft.side === 'home' ? 1 : -1) * prng.int(0, 1)));
    second = exactly?.second ?? Math.min(59, second + prng.int(4, 14));
    const offsetMs = exactly?.offsetMs ?? offsetOf(period, minute, added, secondHalfStart, second);
    out.push({ ...draft, offsetMs, period, minute, addedMinute: added, possessionHome: possession });
  };
  const plain = (kind: MatchEventKindWire, text: string): Draft => ({
    kind,
    side: null,
    playerID: null,
    secondaryPlayerID: null,
    text,
  });

  // goals: distinct minutes per side drawn up front, so the final score is what was planned
  const goalMinutes = new Map<string, SideWire>();
  for (const side of ['home', 'away'] as const) {
    for (let g = 0; g < input.goals[side]; g += 1) {
      let m = prng.int(2, 89);
      while (goalMinutes.has(`${m}`)) m = (m % 88) + 2;
      goalMinutes.set(`${m}`, side);
    }
  }
  const subMinutes = {
    home: [58, 67, 79].map((m) => m + prng.int(0, 4)),
    away: [61, 72, 84].map((m) => m + prng.int(0, 3)),
  };
  const varMinute = prng.int(20, 80);

  function goal(side: SideWire) {
    const scorer = attacker(side);
    const assist =
      prng.next() < 0.75 ? prng.pick(outfield(side).filter((p) => p.playerID !== scorer.playerID)) : undefined;
    const penalty = prng.next() < 0.12;
    score[side] += 1;
    const how = prng.pick([
      'right footed shot from the centre of the box to the bottom left corner',
      'header from very close range to the top right corner',
      'left footed shot from outside the box to the bottom right corner',
      'right footed shot from a difficult angle to the high centre of the goal',
    ]);
    push({
      kind: penalty ? 'penalty-goal' : 'goal',
      side,
      playerID: scorer.playerID,
      secondaryPlayerID: penalty ? null : (assist?.playerID ?? null),
      text: penalty
        ? `Goal! ${scoreline()}. ${name(scorer)} (${team(side)}) converts the penalty with a right footed shot to the bottom left corner.`
        : `Goal! ${scoreline()}. ${name(scorer)} (${team(side)}) ${how}.${assist ? ` Assisted by ${name(assist)}.` : ''}`,
    });
    if (minute === varMinute || prng.next() < 0.2)
      push({ ...plain('var', `VAR Decision: Goal ${team(side)} ${name(scorer)} confirmed.`), side });
  }

  function action(side: SideWire) {
    const p = attacker(side);
    const roll = prng.next();
    if (roll < 0.13)
      push({
        kind: 'attempt-saved',
        side,
        playerID: p.playerID,
        secondaryPlayerID: null,
        text: `Attempt saved. ${name(p)} (${team(side)}) ${prng.pick(['right footed shot from outside the box', 'header from the centre of the box', 'left footed shot from the left side of the box'])} is saved in the ${prng.pick(['centre', 'bottom left corner', 'top right corner'])} of the goal.`,
      });
    else if (roll < 0.26)
      push({
        kind: 'attempt-missed',
        side,
        playerID: p.playerID,
        secondaryPlayerID: null,
        text: `Attempt missed. ${name(p)} (${team(side)}) ${prng.pick(['right footed shot from outside the box', 'header from the centre of the box', 'left footed shot from a difficult angle'])} misses ${prng.pick(['to the left', 'to the right', 'high and wide'])}.`,
      });
    else if (roll < 0.34)
      push({
        kind: 'attempt-blocked',
        side,
        playerID: p.playerID,
        secondaryPlayerID: null,
        text: `Attempt blocked. ${name(p)} (${team(side)}) right footed shot from outside the box is blocked.`,
      });
    else if (roll < 0.36)
      push({
        kind: 'hit-woodwork',
        side,
        playerID: p.playerID,
        secondaryPlayerID: null,
        text: `${name(p)} (${team(side)}) hits the ${prng.pick(['left post', 'right post', 'bar'])} with a right footed shot from outside the box.`,
      });
    else if (roll < 0.5) {
      const conceder = prng.pick(outfield(other(side)));
      push({
        kind: 'corner',
        side,
        playerID: null,
        secondaryPlayerID: conceder.playerID,
        text: `Corner, ${team(side)}. Conceded by ${name(conceder)}.`,
      });
    } else if (roll < 0.62)
      push({
        kind: 'offside',
        side,
        playerID: p.playerID,
        secondaryPlayerID: null,
        text: `Offside, ${team(side)}. ${name(p)} is caught offside.`,
      });
    else if (roll < 0.66 && minute > 10) {
      const hurt = prng.pick(outfield(side));
      push({
        kind: 'injury-stoppage',
        side,
        playerID: hurt.playerID,
        secondaryPlayerID: null,
        text: `Delay in match because of an injury to ${name(hurt)} (${team(side)}).`,
      });
    } else if (roll < 0.69 && minute > 5)
      push({
        ...plain(
          'commentary',
          prng.pick([
            `${team(side)} are pressing high now.`,
            'The crowd are getting behind their side.',
            `${team(side)} keep the ball well, looking for an opening.`,
          ]),
        ),
        side,
      });
    else foul(other(side), side);
  }

  function foul(by: SideWire, against: SideWire) {
    const fouler = prng.pick(outfield(by));
    const fouled = prng.pick(outfield(against));
    push({
      kind: 'foul',
      side: by,
      playerID: fouler.playerID,
      secondaryPlayerID: fouled.playerID,
      text: `Foul by ${name(fouler)} (${team(by)}).`,
    });
    push({
      kind: 'free-kick',
      side: against,
      playerID: fouled.playerID,
      secondaryPlayerID: null,
      text: `${name(fouled)} (${team(against)}) wins a free kick in the ${prng.pick(['defensive half', 'attacking half', 'left wing', 'right wing'])}.`,
    });
    if (prng.next() < 0.22) {
      const again = booked.has(fouler.playerID);
      if (again && prng.next() < 0.5) return; // a referee lets the booked player off once more
      booked.add(fouler.playerID);
      push({
        kind: again ? 'second-yellow' : 'yellow-card',
        side: by,
        playerID: fouler.playerID,
        secondaryPlayerID: null,
        text: again
          ? `Second yellow card to ${name(fouler)} (${team(by)}) for a bad foul.`
          : `${name(fouler)} (${team(by)}) is shown the yellow card for a bad foul.`,
      });
      if (again) onPitch[by] = onPitch[by].filter((x) => x.playerID !== fouler.playerID);
    }
  }

  function substitution(side: SideWire) {
    const off = prng.pick(outfield(side));
    const on =
      bench[side].find((p) => p.position === off.position) ?? bench[side].find((p) => p.position !== 'Goalkeeper');
    if (!on) return;
    bench[side] = bench[side].filter((p) => p.playerID !== on.playerID);
    onPitch[side] = onPitch[side].map((p) => (p.playerID === off.playerID ? on : p));
    push({
      kind: 'substitution',
      side,
      playerID: off.playerID,
      secondaryPlayerID: on.playerID,
      text: `Substitution, ${team(side)}. ${name(on)} replaces ${name(off)}.`,
    });
  }

  // before kick-off: the line-ups (match time -60 min)
  out.push({
    ...plain('lineups-announced', `Lineups are announced and players are warming up.`),
    offsetMs: -LINEUPS_BEFORE_MS,
    period: 0,
    minute: 0,
    addedMinute: 0,
    possessionHome: null,
  });
  minute = 1;
  push(plain('kick-off', `First Half begins.`), { second: 0 });

  const play = (upTo: number) => {
    for (; minute <= upTo; minute += 1) {
      if (input.abandonAtMinute !== undefined && minute === input.abandonAtMinute) return false;
      second = 0;
      const scorer = goalMinutes.get(`${minute}`);
      if (scorer) goal(scorer);
      for (const side of ['home', 'away'] as const) if (subMinutes[side].includes(minute)) substitution(side);
      if (minute === varMinute && !scorer)
        push({ ...plain('var', `VAR Decision: No penalty ${team('home')}.`), side: 'home' });
      if (prng.next() < input.density) action(prng.next() < possession / 100 ? 'home' : 'away');
      if (prng.next() < input.density * 0.45) action(prng.next() < possession / 100 ? 'home' : 'away');
    }
    return true;
  };
  const addedTime = (length: number, nominal: number) => {
    minute = nominal;
    added = 0;
    push(
      plain('added-time', `Fourth official has announced ${length} minute${length === 1 ? '' : 's'} of added time.`),
      { second: 59 },
    );
    for (added = 1; added <= length; added += 1) {
      second = 0;
      if (prng.next() < input.density) action(prng.next() < possession / 100 ? 'home' : 'away');
    }
    added = length;
    // the whistle: the first moment after the last added minute
    return offsetOf(period, minute, length + 1, secondHalfStart, 0);
  };

  play(45);
  const halfTimeAt = addedTime(prng.int(1, 4), 45);
  push(plain('half-time', `First Half ends, ${scoreline()}.`), { offsetMs: halfTimeAt });
  secondHalfStart = halfTimeAt + HALF_TIME_BREAK_MS;
  period = 2;
  minute = 46;
  added = 0;
  push(plain('second-half', `Second Half begins ${scoreline()}.`), { second: 0 });
  if (!play(90)) {
    push(plain('abandoned', `Match abandoned. The referee has taken the players off; the match will not restart.`), {
      second: 30,
    });
    return out;
  }
  const fullTimeAt = addedTime(prng.int(2, 6), 90);
  push(plain('full-time', `Match ends, ${scoreline()}.`), { offsetMs: fullTimeAt });
  return out;
}
