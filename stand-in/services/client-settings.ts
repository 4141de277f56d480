/** Client settings (no consumer yet): a small documented answer so the configured address responds. */
import { Hono } from 'hono';

export function createClientSettingsService(): Hono {
  const app = new Hono();
  app.get('/', (c) =>
    c.json({
      club: 'UZFC',
      videoBrand: 'UZTV',
      features: { search: true, uztv: true, childFriendlyToggle: true },
      advertisingVersion: '1.0',
    }),
  );
  return app;
}
