/**
 * The in-memory mode's site server: the pages from in-memory adapters over the seeded content,
 * and the club's services (the stand-in's own code: the sign-on portal, the stream service's
 * packages and checkout, the media) in the same process, under /memory-services on the site's
 * own origin. A developer runs this one process and no service at all, and can still sign in,
 * buy a pass and watch (docs/decisions/0002-in-memory-mode.md). `npm start` runs it when
 * UZFC_ADAPTERS=memory; the browser journeys run it beside the site over HTTP.
 */
import { createStandIn } from '../../stand-in/app';
import { installProcessGuards, startSiteServer, type RunningSiteServer } from '../../app/server/node-entry';
import { productionUnlessSet } from '../../app/server/production-mode';
import { pathToFileURL } from 'node:url';

export const IN_PROCESS_SERVICES = '/memory-services';

export interface SiteWithServicesOptions {
  readonly port: number;
  readonly env?: NodeJS.ProcessEnv;
  /** the sign-on's access-token lifetime (the journeys use 5 s to see a refresh) */
  readonly accessTokenTtlMs?: number;
}

export async function startSiteWithServices(options: SiteWithServicesOptions): Promise<RunningSiteServer> {
  const env = options.env ?? process.env;
  const siteOrigin = env.UZFC_SITE_ORIGIN ?? `http://localhost:${options.port}`;
  const standIn = createStandIn({
    basePath: IN_PROCESS_SERVICES,
    // the portal and the checkout send fans back to this site only (both spellings of localhost)
    siteOrigin: [siteOrigin, siteOrigin.replace('//localhost:', '//127.0.0.1:')].join(','),
    // accounts live as long as the process: nothing is written to disk
    sso: { dataDir: null, ...(options.accessTokenTtlMs ? { accessTokenTtlMs: options.accessTokenTtlMs } : {}) },
  });
  return startSiteServer({
    port: options.port,
    env: { ...env, UZFC_ADAPTERS: 'memory', UZFC_STAND_IN_ORIGIN: `${siteOrigin}${IN_PROCESS_SERVICES}` },
    services: { basePath: IN_PROCESS_SERVICES, fetch: (request) => standIn.fetch(request) },
  });
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  productionUnlessSet(process.env);
  installProcessGuards();
  const started = await startSiteWithServices({ port: Number(process.env.PORT ?? 8080) });
  console.log(`UZFC site (in-memory mode, services in process) listening on ${started.url}`);
  const stop = () => void started.close().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
