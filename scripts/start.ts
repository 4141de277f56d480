/**
 * `npm start` (after `npm run build`): the stand-in club services and the site server
 * as two separate, supervised processes, so a crash in one never takes down the other;
 * each is restarted with back-off. Ctrl+C stops both.
 *   PORT (8080)           the site
 *   STAND_IN_PORT (4010)  the stand-in services
 *   UZFC_ADAPTERS=memory  the in-memory mode: one process, the pages from in-memory adapters and the
 *                         services' own code in it (scripts/start/site-with-services.ts); no stand-in
 */
import { stopAllOnSignal, supervise } from './start/supervise';

const sitePort = Number(process.env.PORT ?? 8080);
const standInPort = Number(process.env.STAND_IN_PORT ?? 4010);
const siteOrigin = process.env.UZFC_SITE_ORIGIN ?? `http://localhost:${sitePort}`;
const standInOrigin = process.env.UZFC_STAND_IN_ORIGIN ?? `http://localhost:${standInPort}`;
const tsNode = [...process.execArgv.filter((a) => a !== '--watch'), '--import', 'tsx'];

const memoryMode = process.env.UZFC_ADAPTERS === 'memory';

const children = memoryMode
  ? [
      supervise({
        name: 'site',
        command: process.execPath,
        args: [...tsNode, 'scripts/start/site-with-services.ts'],
        env: { ...process.env, PORT: String(sitePort), UZFC_SITE_ORIGIN: siteOrigin },
      }),
    ]
  : [
      supervise({
        name: 'stand-in',
        command: process.execPath,
        args: [...tsNode, 'stand-in/server.ts'],
        // the stand-in's CORS and sign-in redirects trust the site's origin (both spellings of this machine)
        env: {
          ...process.env,
          PORT: String(standInPort),
          STAND_IN_SITE_ORIGIN: [siteOrigin, siteOrigin.replace('//localhost:', '//127.0.0.1:')].join(','),
        },
      }),
      supervise({
        name: 'site',
        command: process.execPath,
        args: [...tsNode, 'app/server/node-entry.ts'],
        env: {
          ...process.env,
          PORT: String(sitePort),
          UZFC_SITE_ORIGIN: siteOrigin,
          UZFC_STAND_IN_ORIGIN: standInOrigin,
          STAND_IN_PORT: String(standInPort),
        },
      }),
    ];

console.log(`UZFC site:            ${siteOrigin}`);
console.log(
  memoryMode ? 'Services:             in the site process (in-memory mode)' : `Stand-in services:    ${standInOrigin}`,
);
console.log('Press Ctrl+C to stop.');

stopAllOnSignal(children, 'Stopping the site and the stand-in...');
