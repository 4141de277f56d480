/** `npm run dev`: vite with hot reload on :8080 plus the stand-in services on :4010. */
import { createServer, type Plugin } from 'vite';
import { startStandIn } from '../stand-in/server';
import { siteSettingsFromEnv } from '../app/server/site-settings-from-env';
import { configBlockJson } from '../app/server/shell-render';

const sitePort = Number(process.env.PORT ?? 8080);
const standInPort = Number(process.env.STAND_IN_PORT ?? 4010);
const standInOrigin = process.env.UZFC_STAND_IN_ORIGIN ?? `http://localhost:${standInPort}`;
await startStandIn({ port: standInPort, controls: true });

const injectSettings: Plugin = {
  name: 'uzfc-settings',
  transformIndexHtml: (html) => html.replace(/(<script type="application\/json" id="uzfc-config">)[\s\S]*?(<\/script>)/,
    `$1${configBlockJson(siteSettingsFromEnv(process.env, standInOrigin, `http://localhost:${sitePort}`))}$2`),
};
const server = await createServer({ configFile: 'vite.config.ts', plugins: [injectSettings], server: { port: sitePort, strictPort: true } });
await server.listen();
server.printUrls();
