import type { ReactElement } from 'react';
import { defaultCompetitionCrests, invalidResponse, ok, Ports, systemClock, type MatchPort } from '@core';
import { createFixedClock } from '@adapters/memory/clock/clock-random-memory';
import { createMemoryMatchServices } from '@adapters/memory/match/memory-match-services';
import { createMemoryMatchPort } from '@adapters/memory/match/memory-match-port';
import { memorySeedNowMs } from '@adapters/memory/seed/memory-seed-start';
import { createMatchData } from '@protocol/match-data/match-data-seed';
import { seasonOf } from '@protocol/match-data/season-calendar';
import { createVideoMemory } from '@adapters/memory/video/video-memory';
import { memoryVideoConfig, memoryVideos } from '@adapters/memory/video/video-memory-seed';
import { createMemoryServices } from '@test/support/memory-services';

import { control, withWebSettings } from '../../../shared/testing/service-controls';
import { PageStory } from '../../../shared/testing/page-story';

export type MatchesStoryMode =
  | 'ready'
  | 'loading'
  | 'error'
  | 'spoiler-free'
  | 'preseason'
  | 'streams-of-another-match'
  | 'after-corrections'
  | 'lineups-unavailable'
  | 'results-as-pills';

const never = <T,>() => new Promise<T>(() => {});

function servicesFor(mode: MatchesStoryMode) {
  if (mode === 'loading') {
    const matches: MatchPort = { fixtures: never, standings: never, match: never };
    return createMemoryServices({ matches });
  }
  if (mode === 'preseason') return preseasonServices();
  if (mode === 'streams-of-another-match') return streamsOfAnotherMatchServices();
  if (mode === 'after-corrections') return afterCorrectionsServices();
  if (mode === 'lineups-unavailable') return lineupsUnavailableServices();
  if (mode === 'results-as-pills')
    return withWebSettings({
      competitionCrests: { ...defaultCompetitionCrests, results: { type: 'pill', iconVariant: 'mono' } },
    });
  const services = createMemoryServices();
  if (mode === 'error') control(services.get(Ports.matches)).failWith('SERVICE.UNAVAILABLE');
  if (mode === 'spoiler-free') services.get(Ports.spoilers).write({ spoilerFree: true, revealed: [] });
  return services;
}

/** the match data as the service lays it out at a fixed moment (a day's present: its season, results before, fixtures after) */
export function servicesAt(atMs: number) {
  const clock = createFixedClock(atMs);
  return createMemoryServices({ clock, matches: createMemoryMatchPort({ clock }) });
}

/** the current season's fixtures not out yet: the match-data seed lists only its friendlies and says preseason */
export function preseasonServices() {
  const clock = systemClock;
  const matches = createMemoryMatchPort({
    clock,
    data: createMatchData({ startedAtMs: clock.now(), preseasonSeasons: ['current'] }),
  });
  return createMemoryServices({ matches });
}

/** the live match 50' in: a UZFC goal disallowed by VAR (33'-34') and a scorer corrected (47'-48') are behind it */
export function afterCorrectionsServices() {
  return createMemoryServices(createMemoryMatchServices({ clock: createFixedClock(), liveOffsetMinutes: 50 }));
}

/** the match-data service answers every match, but its line-ups break their schema (the HTTP adapter's lineupsError) */
export function lineupsUnavailableServices() {
  const real = createMemoryMatchPort({ clock: createFixedClock() });
  const matches: MatchPort = {
    fixtures: (...a) => real.fixtures(...a),
    standings: (...a) => real.standings(...a),
    match: async (matchID) => {
      const r = await real.match(matchID);
      return r.ok ? ok({ ...r.value, lineups: [], lineupsError: invalidResponse('match-data') }) : r;
    },
  };
  return createMemoryServices({ matches });
}

/** the stream provider settings' live streams are of another fixture than the live match (t1-live) */
export function streamsOfAnotherMatchServices() {
  return streamsOfMatchServices(`t2-${seasonOf(memorySeedNowMs)}-01`);
}

/** the stream provider settings name `matchID` as the fixture their live streams are of */
export function streamsOfMatchServices(matchID: string) {
  const video = createVideoMemory({
    videos: memoryVideos,
    config: { ...memoryVideoConfig, live: { ...memoryVideoConfig.live, matchID } },
  });
  return createMemoryServices({ video });
}

/** Stories only: a matches page at `route` over in-memory match data that answers, never answers or fails. */
export function MatchesStory({
  page,
  route,
  paths,
  mode = 'ready',
}: {
  page: ReactElement;
  route: string;
  paths: readonly string[];
  mode?: MatchesStoryMode;
}) {
  return <PageStory page={page} route={route} paths={paths} services={() => servicesFor(mode)} />;
}
