/** Loaned players and teams v2 (no consumer yet). */
import { Hono } from 'hono';

export function createLoanedService(): Hono {
  const app = new Hono();
  app.get('/', (c) => c.json({ season: '2025-26', players: [
    { playerID: 'p-31', name: 'Callum Reade', position: 'Midfielder', loanedTo: 'Harbour Town', until: '2026-05-31' },
    { playerID: 'p-32', name: 'Noah Fairbairn', position: 'Defender', loanedTo: 'Kingsferry', until: '2026-01-31' },
  ] }));
  return app;
}
