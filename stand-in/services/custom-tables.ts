/** Custom tables (no consumer yet): named tables of rows. */
import { Hono } from 'hono';
import { notFound } from './http-helpers';

const tables: Record<string, { title: string; columns: string[]; rows: string[][] }> = {
  'ticket-prices': {
    title: 'Match ticket prices 2025/26',
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
};

export function createCustomTablesService(): Hono {
  const app = new Hono();
  app.get('/', (c) => c.json({ tables: Object.keys(tables) }));
  app.get('/tables/:name', (c) => {
    const table = tables[c.req.param('name')];
    return table ? c.json(table) : notFound(c, 'No table has this name');
  });
  return app;
}
