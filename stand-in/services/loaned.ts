/**
 * Loaned players and teams (v2): the club's players out on loan, every team's or one team's
 * (wire format in protocol/teams/team-wire.ts, answers from the shared seed).
 */
import { Hono } from 'hono';
import { clubTeamsWire, type TeamsData } from '@protocol/teams/teams-seed';
import { notFound } from './http-helpers';

export function createLoanedService(teams: TeamsData): Hono {
  const app = new Hono();
  app.get('/', (c) => {
    const team = c.req.query('team');
    if (team !== undefined && !clubTeamsWire.some((t) => t.id === team))
      return notFound(c, `no team ${team}; teams are ${clubTeamsWire.map((t) => t.id).join(', ')}`);
    return c.json(teams.loansWire(team));
  });
  return app;
}
