import { proxy, ref } from 'valtio/vanilla';
import type { Subscription } from 'rxjs';
import {
  detailOfCentre,
  matchAlert,
  needsFeed,
  type LoadMatch,
  type Lineup,
  type MatchCentre,
  type MatchEvent,
  type WatchMatch,
} from '@core';
import { loading, ready, statusFromError, type LoadStatus } from '../../../shared/view-models/load-status';

/** plain data: the server's snapshot is { status, matchID, centre } with the rest at rest */
export interface MatchCentreState {
  status: LoadStatus;
  matchID: string;
  centre: MatchCentre | null;
  /**
   * the sequences the commentary shows; any other (newer, or a late one a reconnect filled
   * in) waits behind 'N new updates', so nothing moves under a fan who is reading
   */
  shown: readonly number[];
  /** the fan paused auto-updating the commentary */
  paused: boolean;
  /** the top of the commentary is on screen (new entries go in without moving what is read) */
  atTop: boolean;
  /**
   * the line-ups asked for again (the fan's 'Try again' after they could not be read, or the feed
   * announcing them): null until then, the centre's own line-ups stand
   */
  lineups: { readonly status: LoadStatus; readonly lineups: readonly Lineup[] } | null;
  /** the polite live region's text: the newest goal, a goal disallowed or corrected, the final score (core matchAlert) */
  announcement: string;
}

export type MatchCentreSeed = Pick<MatchCentreState, 'status' | 'matchID' | 'centre'>;

export interface MatchCentreVm {
  readonly state: MatchCentreState;
  /** the server's (and a test's) one-off load, without the feed */
  load(): Promise<void>;
  start(): () => void;
  retry(): void;
  /** show the commentary held back */
  showNew(): void;
  setPaused(paused: boolean): void;
  setAtTop(atTop: boolean): void;
  /** read the line-ups again (the match itself is left as it is) */
  retryLineups(): Promise<void>;
}

/** the line-ups as the page shows them: asked again, or the centre's own */
export function lineupsOf(s: Pick<MatchCentreState, 'centre' | 'lineups'>): {
  readonly status: LoadStatus;
  readonly lineups: readonly Lineup[];
} {
  if (s.lineups) return s.lineups;
  const error = s.centre?.lineupsError;
  return error ? { status: statusFromError(error), lineups: [] } : { status: ready, lineups: s.centre?.lineups ?? [] };
}

export interface MatchCentreVmDeps {
  readonly loadMatch: LoadMatch;
  readonly watchMatch: WatchMatch;
  readonly matchID: string;
}

/** entries of the commentary not shown yet */
export function pendingCount(s: Pick<MatchCentreState, 'centre' | 'shown'>): number {
  if (!s.centre) return 0;
  const shown = new Set(s.shown);
  return s.centre.timeline.filter((e) => !shown.has(e.sequence)).length;
}

/** the commentary as shown: newest first, only what is released */
export function shownCommentary(s: Pick<MatchCentreState, 'centre' | 'shown'>): readonly MatchEvent[] {
  if (!s.centre) return [];
  const shown = new Set(s.shown);
  return s.centre.timeline.filter((e) => shown.has(e.sequence)).reverse();
}

const announced = (centre: MatchCentre) => centre.timeline.some((e) => e.kind === 'lineups-announced');

// a plain array under ref(): replaced whole on each release, never proxied or copied entry by entry into snapshots
const allOf = (centre: MatchCentre): number[] => ref(centre.timeline.map((e) => e.sequence));

/**
 * The match centre: the match followed through its feed (watchMatch folds duplicates and
 * reorders by sequence), with the commentary released to the fan only when it cannot move
 * what they are reading: at once while the top is on screen and updates are not paused,
 * else behind 'N new updates'. Score, clock and statistics always follow the feed.
 */
export function createMatchCentreVm(
  { loadMatch, watchMatch, matchID }: MatchCentreVmDeps,
  seed?: MatchCentreSeed,
): MatchCentreVm {
  const state = proxy<MatchCentreState>({
    status: seed?.status ?? loading,
    matchID,
    centre: seed?.centre ? (ref(seed.centre) as MatchCentre) : null,
    shown: seed?.centre ? allOf(seed.centre) : ref([]),
    paused: false,
    atTop: true,
    lineups: null,
    announcement: '',
  });
  let lineupsAsked = 0;
  let subscription: Subscription | undefined;

  // only when the timeline grew: a clock tick must leave `shown` (and so the commentary) untouched
  const releaseIfReading = () => {
    if (state.centre && state.atTop && !state.paused && state.shown.length !== state.centre.timeline.length)
      state.shown = allOf(state.centre);
  };

  function apply(centre: MatchCentre) {
    const before = state.centre;
    state.centre = ref(centre) as MatchCentre;
    state.status = ready;
    if (!before) {
      state.shown = allOf(centre);
      return;
    }
    // a goal, a goal taken back or put right, the final score: what changed since the fan's last look
    // (a reconnect's history sent again changes nothing); it replaces the last announcement whole
    const alert = matchAlert(before, centre);
    if (alert) state.announcement = alert.text;
    // line-ups announced while the fan watches: read them (the match's first answer had none)
    if (centre.lineups.length === 0 && !announced(before) && announced(centre)) void retryLineups();
    releaseIfReading();
  }

  async function retryLineups() {
    const asked = (lineupsAsked += 1);
    state.lineups = { status: loading, lineups: lineupsOf(state).lineups };
    const r = await loadMatch(matchID);
    if (asked !== lineupsAsked) return; // a later ask wins
    const error = r.ok ? r.value.lineupsError : r.error;
    state.lineups = error
      ? { status: statusFromError(error), lineups: [] }
      : { status: ready, lineups: ref([...(r.ok ? r.value.lineups : [])]) };
  }

  function follow() {
    subscription?.unsubscribe();
    const held = state.centre && state.status.kind === 'ready' ? state.centre : null;
    if (held && !needsFeed(held.state)) return;
    subscription = watchMatch(matchID, held ? detailOfCentre(held) : undefined).subscribe((s) => {
      if (s.kind === 'loading') {
        if (!state.centre) state.status = loading;
        return;
      }
      if (s.kind === 'error') {
        state.status = statusFromError(s.error);
        return;
      }
      apply(s.centre);
    });
  }

  return {
    state,
    async load() {
      state.status = loading;
      const r = await loadMatch(matchID);
      if (!r.ok) {
        state.status = statusFromError(r.error);
        return;
      }
      state.centre = ref(r.value) as MatchCentre;
      state.shown = allOf(r.value);
      state.status = ready;
    },
    start() {
      // a seed that says the service failed keeps its 'Try again': the fan asks (retry follows the feed)
      if (seed?.status.kind !== 'error') follow();
      return () => {
        subscription?.unsubscribe();
        subscription = undefined;
      };
    },
    retry() {
      state.status = loading;
      state.centre = null;
      if (seed?.status.kind !== 'error') follow();
    },
    showNew() {
      if (state.centre) state.shown = allOf(state.centre);
    },
    setPaused(paused) {
      state.paused = paused;
      releaseIfReading();
    },
    setAtTop(atTop) {
      state.atTop = atTop;
    },
    retryLineups,
  };
}
