/**
 * Runs the stand-in over a real port for `npm start`, dev and browser tests.
 * `node --import tsx stand-in/server.ts` starts it on PORT or 4010.
 */
import { serve } from '@hono/node-server';
import { pathToFileURL } from 'node:url';
import { createStandIn } from './app';

export interface StartOptions {
  port?: number;
  host?: string;
  controls?: boolean;
  siteOrigin?: string;
  accessTokenTtlMs?: number;
  timeoutFaultMs?: number;
}

export async function startStandIn({
  port = 4010,
  host = '127.0.0.1',
  controls = false,
  siteOrigin,
  accessTokenTtlMs,
  timeoutFaultMs,
}: StartOptions = {}): Promise<{ url: string; close(): Promise<void> }> {
  // accounts persist on disk across restarts (STAND_IN_DATA_DIR or .stand-in-data/)
  const standIn = createStandIn({
    controls,
    ...(siteOrigin ? { siteOrigin } : {}),
    ...(timeoutFaultMs ? { timeoutFaultMs } : {}),
    sso: { dataDir: undefined, ...(accessTokenTtlMs ? { accessTokenTtlMs } : {}) },
  });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: standIn.fetch, port, hostname: host }, (info) => {
      resolve({
        url: `http://${host}:${info.port}`,
        close: () =>
          new Promise<void>((done, fail) => {
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
  // one failing request must not end every service: log it and keep serving (npm start restarts us if we do die)
  process.on('uncaughtException', (e) => console.error('[stand-in] uncaught exception (still serving):', e));
  process.on('unhandledRejection', (e) => console.error('[stand-in] unhandled rejection (still serving):', e));
  // STAND_IN_SITE_ORIGIN (npm start passes the site's origin); SITE_ORIGIN is the older name
  const siteOrigin = process.env.STAND_IN_SITE_ORIGIN ?? process.env.SITE_ORIGIN;
  const started = await startStandIn({
    port: Number(process.env.PORT ?? 4010),
    controls: process.env.STAND_IN_CONTROLS === '1',
    siteOrigin,
  });
  console.log(`UZFC stand-in services listening on ${started.url}`);
  const stop = () => void started.close().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
