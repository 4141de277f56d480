/**
 * The live match centre: load the match, then follow its feed from the newest event held,
 * folding every event into the timeline and re-reading the clock every second. Emits a
 * MatchCentre whenever something a fan can see changes. The feed's adapter reconnects on its
 * own; here a reconnecting signal only changes `connection`.
 */
import {
  combineLatest,
  defer,
  distinctUntilChanged,
  EMPTY,
  from,
  map,
  Observable,
  of,
  scan,
  startWith,
  switchMap,
  timer,
  type SchedulerLike,
} from 'rxjs';
import type { MatchFeedPort } from '../ports/match-feed.port';
import type { MatchError, MatchPort } from '../ports/match.port';
import type { Clock } from '../ports/clock.port';
import { publicationsOf } from './event-corrections';
import { foldTimeline, lastSequence } from './fold-timeline';
import { needsFeed, retickMatchCentre, toMatchCentre, type FeedConnection, type MatchCentre } from './match-centre';
import type { MatchDetail, MatchEvent } from './match-types';
import { ok } from '../shared/result';

export type WatchMatchState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly error: MatchError }
  | { readonly kind: 'ready'; readonly centre: MatchCentre };

/** `known`: the match as the page already holds it (a server snapshot): follow on from it without loading it again */
export type WatchMatch = (matchID: string, known?: MatchDetail) => Observable<WatchMatchState>;

/** a held centre as the detail watchMatch follows on from */
export const detailOfCentre = (centre: MatchCentre): MatchDetail => ({
  match: centre.match,
  lineups: centre.lineups,
  lineupsError: centre.lineupsError,
  events: publicationsOf(centre),
  statistics: centre.statistics,
  playerOfTheMatch: centre.playerOfTheMatch,
});

export const CLOCK_TICK_MS = 1_000;

interface Folded {
  /** every publication, folded by sequence (corrections are applied by toMatchCentre) */
  readonly publications: readonly MatchEvent[];
  readonly connection: FeedConnection;
}

const publishedCount = (c: MatchCentre) => c.timeline.length + c.superseded.length;

const sameView = (a: WatchMatchState, b: WatchMatchState): boolean =>
  a.kind === 'ready' && b.kind === 'ready'
    ? // publications only grow (folded by sequence; a correction is one more), so their count says whether they changed
      publishedCount(a.centre) === publishedCount(b.centre) &&
      a.centre.connection === b.centre.connection &&
      a.centre.clock.label === b.centre.clock.label &&
      a.centre.state === b.centre.state
    : a.kind === b.kind && a.kind === 'loading';

export const makeWatchMatch =
  ({
    matches,
    feed,
    clock,
    scheduler,
  }: {
    matches: MatchPort;
    feed: MatchFeedPort;
    clock: Clock;
    scheduler?: SchedulerLike;
  }): WatchMatch =>
  (matchID, known) =>
    defer(() => (known ? of(ok(known)) : from(matches.match(matchID)))).pipe(
      switchMap((loaded): Observable<WatchMatchState> => {
        if (!loaded.ok) return of({ kind: 'error', error: loaded.error });
        const detail = loaded.value;
        const first = toMatchCentre(detail, detail.events, 'connecting', clock.now());
        const following = needsFeed(first.state);
        const seed: Folded = { publications: publicationsOf(first), connection: following ? 'connecting' : 'closed' };
        const folded$ = (following ? feed.watch(matchID, lastSequence(seed.publications)) : EMPTY).pipe(
          scan(
            (acc: Folded, r): Folded =>
              r.ok
                ? { publications: foldTimeline(acc.publications, [r.value]), connection: 'live' }
                : r.error.code === 'MATCH_FEED.RECONNECTING'
                  ? { ...acc, connection: 'reconnecting' }
                  : acc,
            seed,
          ),
          // the feed completes after the final whistle: nothing more will come
          (source) =>
            new Observable<Folded>((subscriber) => {
              let last = seed;
              return source.subscribe({
                next: (f) => {
                  last = f;
                  subscriber.next(f);
                },
                error: (e: unknown) => subscriber.error(e),
                complete: () => {
                  subscriber.next({ ...last, connection: 'closed' });
                  subscriber.complete();
                },
              });
            }),
          startWith(seed),
        );
        const ticks$ = following ? timer(0, CLOCK_TICK_MS, scheduler) : of(0);
        // a tick re-reads the clock of the centre already built from the same fold (no re-fold of
        // hundreds of events every second, and the timeline keeps its identity for the screen)
        let last: { readonly folded: Folded; readonly centre: MatchCentre } | undefined;
        return combineLatest([folded$, ticks$]).pipe(
          map(([f]): WatchMatchState => {
            const centre =
              last?.folded === f
                ? retickMatchCentre(detail, last.centre, clock.now())
                : toMatchCentre(detail, f.publications, f.connection, clock.now());
            last = { folded: f, centre };
            return { kind: 'ready', centre };
          }),
        );
      }),
      (source) => (known ? source : source.pipe(startWith<WatchMatchState>({ kind: 'loading' }))),
      distinctUntilChanged(sameView),
    );
