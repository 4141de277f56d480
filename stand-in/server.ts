/**
 * Runs the stand-in over a real port for `npm start`, dev and browser tests.
 * `node --import tsx stand-in/server.ts` starts it on PORT or 4010.
 */
import { serve } from '@hono/node-server';
import { pathToFileURL } from 'node:url';
import { createStandIn } from './app';

export interface StartOptions { port?: number; host?: string; controls?: boolean; siteOrigin?: string; accessTokenTtlMs?: number }

export async function startStandIn({ port = 4010, host = '127.0.0.1', controls = false, siteOrigin, accessTokenTtlMs }: StartOptions = {}): Promise<{ url: string; close(): Promise<void> }> {
  // accounts persist on disk across restarts (STAND_IN_DATA_DIR or .stand-in-data/)
  const standIn = createStandIn({ controls, ...(siteOrigin ? { siteOrigin } : {}), sso: { dataDir: undefined, ...(accessTokenTtlMs ? { accessTokenTtlMs } : {}) } });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: standIn.fetch, port, hostname: host }, (info) => {
      resolve({
        url: `http://${host}:${info.port}`,
        close: () => new Promise<void>((done, fail) => {
          (server as { closeAllConnections?: () => void }).closeAllConnections?.();
          server.close((e) => (e ? fail(e) : done()));
        }),
      });
    });
    server.once('error', reject);
  });
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const started = await startStandIn({ port: Number(process.env.PORT ?? 4010), controls: process.env.STAND_IN_CONTROLS === '1', siteOrigin: process.env.SITE_ORIGIN });
  console.log(`UZFC stand-in services listening on ${started.url}`);
}
