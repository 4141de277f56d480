/** Custom tables (no consumer yet): named tables of rows. */
import { Hono } from 'hono';
import { seasonLabel, seasonOf } from '@protocol/match-data/season-calendar';
import { notFound } from './http-helpers';

/** the ticket prices are the current season's (of the service's clock) */
const tablesAt = (nowMs: number): Record<string, { title: string; columns: string[]; rows: string[][] }> => ({
  'ticket-prices': {
    title: `Match ticket prices ${seasonLabel(seasonOf(nowMs))}`,
    columns: ['Category', 'Adult', 'Concession', 'Junior'],
    rows: [
      ['Category A', '£38', '£28', '£15'],
      ['Category B', '£32', '£24', '£12'],
      ['Category C', '£26', '£19', '£10'],
    ],
  },
  'opening-hours': {
    title: 'Club shop opening hours',
    columns: ['Day', 'Hours'],
    rows: [
      ['Monday to Friday', '09:00-17:30'],
      ['Saturday', '09:00-17:00'],
      ['Matchdays', 'Until kick-off and 60 minutes after'],
    ],
  },
});

export function createCustomTablesService(now: () => number): Hono {
  const app = new Hono();
  app.get('/', (c) => c.json({ tables: Object.keys(tablesAt(now())) }));
  app.get('/tables/:name', (c) => {
    const table = tablesAt(now())[c.req.param('name')];
    return table ? c.json(table) : notFound(c, 'No table has this name');
  });
  return app;
}
