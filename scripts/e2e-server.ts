/**
 * The servers the browser journeys run against (dist/ must be built first):
 * the site over HTTP adapters, the same build on in-memory adapters, and the
 * stand-in with its fault controls on, so journeys can make a service fail.
 * The site is the same site server `npm start` runs (app/server).
 */
import { startStandIn } from '../stand-in/server';
import { startSiteServer } from '../app/server/node-entry';
import { startSiteWithServices } from './start/site-with-services';
import { productionUnlessSet } from '../app/server/production-mode';
import { e2ePorts } from '../playwright.config';
import { E2E_REQUEST_TIMEOUT_MS, E2E_TIMEOUT_FAULT_MS } from '../test/e2e/support/stand-in-control';

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// journeys render with the React build that ships (before the server build is loaded)
productionUnlessSet(process.env);

const standInOrigin = `http://localhost:${e2ePorts.standIn}`;
// fresh accounts for every run; access tokens live 5 s so journeys see a refresh happen
process.env.STAND_IN_DATA_DIR = mkdtempSync(join(tmpdir(), 'uzfc-e2e-sso-'));
// the portal and checkout send fans back only to the sites these journeys run
process.env.STAND_IN_SITE_ORIGIN = [e2ePorts.site].map((port) => `http://localhost:${port}`).join(',');
// the live match replays fast (12 match minutes a minute, from 10') so the match journeys see it move
process.env.MATCH_REPLAY_SPEED ??= '12';
process.env.MATCH_LIVE_OFFSET_MIN ??= '10';
// an injected timeout holds an answer a little longer than the site's request timeout (3 s below):
// the site gives up first, as with a real slow service, and a browser's <img> (which nothing
// aborts) waits 3.5 s instead of 30 s, so the fault matrix stays fast
await startStandIn({
  port: e2ePorts.standIn,
  controls: true,
  accessTokenTtlMs: 5_000,
  timeoutFaultMs: E2E_TIMEOUT_FAULT_MS,
});
// the tag manager on (a dataLayer, no vendor script): the analytics journey reads its Consent Mode state
const siteEnv = { ...process.env, UZFC_TIMEOUT_MS: String(E2E_REQUEST_TIMEOUT_MS), UZFC_TAG_MANAGER: '1' };
await startSiteServer({
  port: e2ePorts.site,
  env: { ...siteEnv, UZFC_ADAPTERS: 'http', UZFC_STAND_IN_ORIGIN: standInOrigin },
});
// the in-memory mode as `UZFC_ADAPTERS=memory npm start` runs it: no stand-in, its services in the site's process.
// Its live match (the in-memory adapters' own) is played in real time, 30 minutes in when it starts, as a real
// match is: the key-moments journey (tv-player.spec.ts) runs there, where the moments lie behind the live edge
await startSiteWithServices({ port: e2ePorts.memorySite, env: siteEnv, accessTokenTtlMs: 5_000 });
console.log(
  `e2e servers ready: site ${e2ePorts.site}, memory site ${e2ePorts.memorySite}, stand-in ${e2ePorts.standIn}`,
);
