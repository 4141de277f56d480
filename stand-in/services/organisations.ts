/**
 * Organisations: the club, its competitions and opponents, and the club's teams with their
 * configuration, squads, staff and player profiles (wire format and paths in
 * protocol/teams/team-wire.ts; answers built from the shared seed in protocol/teams/teams-seed.ts).
 */
import { Hono } from 'hono';
import { clubTeamsWire, organisationsWire, type TeamsData } from '@protocol/teams/teams-seed';
import { badRequest, notFound } from './http-helpers';

const SEASON = /^\d{4}-\d{2}$/;

export function createOrganisationsService(teams: TeamsData, now: () => number): Hono {
  const app = new Hono();
  app.get('/', (c) => c.json({ organisations: organisationsWire }));
  app.get('/teams', (c) => c.json({ teams: clubTeamsWire }));
  app.get('/teams/:teamID/squad', (c) => {
    const season = c.req.query('season') ?? teams.currentSeason(now());
    if (!SEASON.test(season)) return badRequest(c, "season is a slug such as '2025-26'");
    const squad = teams.squadWire(c.req.param('teamID'), season);
    return squad ? c.json(squad) : notFound(c, `no squad for team ${c.req.param('teamID')} in ${season}`);
  });
  app.get('/players/:player', (c) => {
    const player = teams.playerProfileWire(c.req.param('player'));
    return player ? c.json(player) : notFound(c, `no player ${c.req.param('player')}`);
  });
  return app;
}
