/**
 * `npm start`: the built site and the stand-in club services on this machine.
 *   PORT (8080)           the site
 *   STAND_IN_PORT (4010)  the stand-in services
 *   UZFC_ADAPTERS=memory  serve the site from in-memory adapters instead (see README)
 */
import { startStandIn } from '../stand-in/server';
import { serveSite } from './serve-site';
import { siteSettingsFromEnv } from './site-env';

export async function startAll(env: NodeJS.ProcessEnv = process.env, opts: { controls?: boolean } = {}) {
  const sitePort = Number(env.PORT ?? 8080);
  const standInPort = Number(env.STAND_IN_PORT ?? 4010);
  const siteOrigin = `http://localhost:${sitePort}`;
  const standInOrigin = env.UZFC_STAND_IN_ORIGIN ?? `http://localhost:${standInPort}`;
  const standIn = await startStandIn({ port: standInPort, controls: opts.controls ?? env.STAND_IN_CONTROLS === '1' });
  const site = await serveSite({
    port: sitePort,
    settings: siteSettingsFromEnv(env, standInOrigin, siteOrigin),
    connectOrigins: [standInOrigin],
  });
  return { siteUrl: site.url, standInUrl: standIn.url, close: async () => { await site.close(); await standIn.close(); } };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = await startAll();
  console.log(`UZFC site:            ${started.siteUrl}`);
  console.log(`Stand-in services:    ${started.standInUrl}`);
  console.log('Press Ctrl+C to stop.');
  const stop = () => void started.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
