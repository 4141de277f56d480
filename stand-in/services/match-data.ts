/** Match data (no consumer yet): a handful of fixtures and results for the first team. */
import { Hono } from 'hono';

const fixtures = [
  { matchID: 'm-101', team: 'first-team', season: '2025-26', kickOff: '2025-08-09T14:00:00Z', home: 'UZFC', away: 'Harbour Town', venue: 'Zenith Park', score: { home: 2, away: 1 }, status: 'FT' },
  { matchID: 'm-102', team: 'first-team', season: '2025-26', kickOff: '2025-08-16T14:00:00Z', home: 'Redmoor Rovers', away: 'UZFC', venue: 'Redmoor Park', score: { home: 0, away: 0 }, status: 'FT' },
  { matchID: 'm-103', team: 'first-team', season: '2025-26', kickOff: '2026-05-16T14:00:00Z', home: 'UZFC', away: 'Castlebridge City', venue: 'Zenith Park', score: null, status: 'PRE' },
  { matchID: 'm-201', team: 'women', season: '2025-26', kickOff: '2025-09-07T13:00:00Z', home: 'UZFC Women', away: 'Fenwick United Women', venue: 'Zenith Park', score: { home: 3, away: 0 }, status: 'FT' },
];

export function createMatchDataService(): Hono {
  const app = new Hono();
  app.get('/', (c) => c.json({ endpoints: ['/fixtures?team=&season='] }));
  app.get('/fixtures', (c) => {
    const team = c.req.query('team');
    const season = c.req.query('season');
    return c.json({ fixtures: fixtures.filter((f) => (!team || f.team === team) && (!season || f.season === season)) });
  });
  return app;
}
