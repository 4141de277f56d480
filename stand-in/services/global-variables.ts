/** Global variables v2 (no consumer yet): the current season is the service's clock's, as match-data says it. */
import { Hono } from 'hono';
import { seasonLabel, seasonOf, seasonStartYear } from '@protocol/match-data/season-calendar';

export function createGlobalVariablesService(now: () => number): Hono {
  const app = new Hono();
  app.get('/', (c) => {
    const season = seasonOf(now());
    return c.json({
      variables: {
        currentSeason: seasonStartYear(season),
        seasonLabel: seasonLabel(season),
        seasonSlug: season,
        preseason: false,
        sharePriceNote: 'Data is delayed by 15 minutes',
      },
    });
  });
  return app;
}
