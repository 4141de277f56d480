import { startStandIn } from './server';

describe('startStandIn', () => {
  it('serves every configured base address over a real port, then closes', async () => {
    const server = await startStandIn({ port: 0 });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const bases = [
        '/web-api/web-settings',
        '/client-settings',
        '/custom-tables',
        '/experiments/adverts?area=footer',
        '/aggregated-feed',
        '/global-variables/v2',
        '/loaned/v2',
        '/match-data',
        '/organisations',
        '/promo-overlays?channel=Web',
        '/sponsors/footer',
        '/videos/v2/search',
        '/news-search/search?query=club',
      ];
      for (const base of bases) {
        const res = await fetch(`${server.url}${base}`);
        expect([base, res.status]).toEqual([base, 200]);
        await res.json();
      }
      // the analytics sink takes events over the port (it lists them only under /__control)
      const sent = await fetch(`${server.url}/analytics/events`, {
        method: 'POST',
        body: '{"action":"page-view"}',
        headers: { 'content-type': 'text/plain' },
      });
      expect(sent.status).toBe(202);
    } finally {
      await server.close();
    }
  });
});
