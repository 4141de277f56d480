/**
 * The HTTP adapter over the stand-in and the in-memory adapter serve one shared seed
 * (protocol/teams/teams-seed.ts over the match-data squads), so they must give the same answer
 * to the same question: memory mode, stories and the running site show the same teams.
 */
import fc from 'fast-check';
import { makeLoadPlayer, makeLoadSquad } from '@core';
import { createJsonClient } from '@adapters/http/shared/json-client';
import { createHttpMatchPort } from '@adapters/http/match/http-match-port';
import { createMemoryMatchPort } from '@adapters/memory/match/memory-match-port';
import { createTeamMemory } from '@adapters/memory/team/team-memory';
import { memorySeedNowMs } from '@adapters/memory/seed/memory-seed-start';
import { allPlayers } from '@protocol/match-data/squads-seed';
import { useStandInServer } from '@test/msw/use-stand-in-server';

// the memory seed's moment: the stand-in lays its seed out from the same start (ages, loans, seasons)
const NOW = memorySeedNowMs;
const clock = { now: () => NOW };
const over = useStandInServer({ now: clock.now, startedAtMs: NOW });
const http = over.teams;
const memory = createTeamMemory();
const httpMatches = createHttpMatchPort({
  client: createJsonClient({
    baseUrl: `${over.origin}/match-data`,
    service: 'match-data',
    log: (e) => {
      over.logs.push(e);
    },
  }),
});
const memoryMatches = createMemoryMatchPort({ clock });

describe('TeamPort: HTTP over the stand-in and memory answer alike', () => {
  it('the same teams, and the same squad for every team and season, known or not', async () => {
    expect(await http.teams()).toEqual(await memory.teams());
    for (const team of ['t1', 't2', 't3', 't4', 't9', '', '.', '..', 'a/b']) {
      for (const season of [undefined, '2024-25', '2025-26', '2019-20'])
        expect(await http.squad(team, season)).toEqual(await memory.squad(team, season));
    }
  });

  it('the same profile for every player by id and by slug', async () => {
    for (const p of allPlayers) {
      const byId = await http.player(p.playerID);
      expect(byId).toEqual(await memory.player(p.playerID));
      expect(await http.player(p.slug)).toEqual(byId);
    }
  });

  it('the same answer to any other name (property), and the same loans for every team', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...allPlayers.map((p) => p.slug.slice(0, 6)))),
        async (name) => {
          expect(await http.player(name)).toEqual(await memory.player(name));
        },
      ),
      { numRuns: 40 },
    );
    // names that are not names: dot segments a URL would resolve away, separators, a query, a fragment
    for (const name of ['', '.', '..', '/', '../teams', 'a/b', '%2e%2e', '?x=1', '#'])
      expect(await http.player(name), name).toEqual(await memory.player(name));
    for (const team of [undefined, 't1', 't2', 't3', 't4', 'zz'])
      expect(await http.loans(team)).toEqual(await memory.loans(team));
  });
});

describe('the team use cases answer alike over HTTP and in memory', () => {
  it('the same squad page for every team slug', async () => {
    for (const slug of ['', 'first-team', 'women', 'u21', 'u18', 'veterans']) {
      expect(await makeLoadSquad({ teams: http, clock })(slug)).toEqual(
        await makeLoadSquad({ teams: memory, clock })(slug),
      );
    }
  });

  it('the same player page, statistics and latest matches included, for a player of each team', async () => {
    const overHttp = makeLoadPlayer({ teams: http, matches: httpMatches, clock });
    const inMemory = makeLoadPlayer({ teams: memory, matches: memoryMatches, clock });
    for (const id of ['t1-p01', 't1-p10', 't2-p15', 't3-p20', 't4-p08']) {
      const page = await overHttp(id, { season: '2024-25' });
      expect(page.ok && page.value.stats.ok).toBe(true);
      expect(page).toEqual(await inMemory(id, { season: '2024-25' }));
    }
    expect(over.logs).toEqual([]);
  });
});
