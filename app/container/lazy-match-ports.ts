/**
 * The match-data adapters (zod schemas, the server-sent events reader) load with the first
 * fixtures or match centre request, not with every page: each port here is a thin stand-in
 * that imports its adapter once and hands every call to it. Only /matches and /match use them.
 */
import { defer, switchMap } from 'rxjs';
import type { MatchFeedPort, MatchPort } from '@core';
import type { JsonClient } from '@adapters/http/index';

export function lazyHttpMatchPort(client: () => JsonClient): MatchPort {
  let port: Promise<MatchPort> | undefined;
  const load = () => (port ??= import('@adapters/http/match/http-match-port').then((m) => m.createHttpMatchPort({ client: client() })));
  return {
    fixtures: async (teamID, season) => (await load()).fixtures(teamID, season),
    match: async (matchID) => (await load()).match(matchID),
  };
}

export function lazyHttpMatchFeed(baseUrl: string): MatchFeedPort {
  let feed: Promise<MatchFeedPort> | undefined;
  const load = () => (feed ??= import('@adapters/http/match-feed/http-match-feed').then((m) => m.createHttpMatchFeed({ baseUrl })));
  return { watch: (matchID, after) => defer(load).pipe(switchMap((f) => f.watch(matchID, after))) };
}

