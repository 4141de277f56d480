/** Organisations (no consumer yet): the club and the competitions it plays in. */
import { Hono } from 'hono';

export function createOrganisationsService(): Hono {
  const app = new Hono();
  app.get('/', (c) => c.json({ organisations: [
    { id: 'org-uzfc', name: 'Upper Zenith Football Club', shortName: 'UZFC', type: 'club', crestKey: 'crest-uzfc' },
    { id: 'org-league', name: 'Zenith League', shortName: 'ZL', type: 'competition', crestKey: 'crest-league' },
    { id: 'org-cup', name: 'Zenith Cup', shortName: 'ZC', type: 'competition', crestKey: 'crest-cup' },
  ] }));
  return app;
}
