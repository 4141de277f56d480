/**
 * The live feed's adapter (its server-sent events reader and schemas) loads with the first
 * match centre subscription, not with every page; the other ports load the same way through
 * lazyPort, which this cannot use because the feed answers a stream, not a Result.
 */
import { defer, switchMap } from 'rxjs';
import type { MatchFeedPort } from '@core';

export function lazyHttpMatchFeed(baseUrl: string): MatchFeedPort {
  let feed: Promise<MatchFeedPort> | undefined;
  const load = () =>
    (feed ??= import('@adapters/http/match-feed/http-match-feed').then((m) => m.createHttpMatchFeed({ baseUrl })));
  return { watch: (matchID, after) => defer(load).pipe(switchMap((f) => f.watch(matchID, after))) };
}
