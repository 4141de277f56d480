/** Global variables v2 (no consumer yet). */
import { Hono } from 'hono';

export function createGlobalVariablesService(): Hono {
  const app = new Hono();
  app.get('/', (c) =>
    c.json({
      variables: {
        currentSeason: 2025,
        seasonLabel: '2025/26',
        seasonSlug: '2025-26',
        preseason: false,
        sharePriceNote: 'Data is delayed by 15 minutes',
      },
    }),
  );
  return app;
}
