/** `npm run dev`: vite with hot reload on :8080 plus the stand-in services on :4010. */
import { createServer, type Plugin } from 'vite';
import { startStandIn } from '../stand-in/server';
import { siteSettingsFromEnv } from '../app/server/site-settings-from-env';
import { configBlockJson } from '../app/server/shell-render';
import { getRequestListener } from '@hono/node-server';
import { createAuthHttp } from '../adapters/http/auth/auth-http';
import { createSiteSessionHandler } from '../app/server/session/site-session-handler';
import { standInPaths } from '../app/config/default-config';

const sitePort = Number(process.env.PORT ?? 8080);
const standInPort = Number(process.env.STAND_IN_PORT ?? 4010);
const standInOrigin = process.env.UZFC_STAND_IN_ORIGIN ?? `http://localhost:${standInPort}`;
await startStandIn({ port: standInPort, controls: true });

const injectSettings: Plugin = {
  name: 'uzfc-settings',
  transformIndexHtml: (html) =>
    html.replace(
      /(<script type="application\/json" id="uzfc-config">)[\s\S]*?(<\/script>)/,
      `$1${configBlockJson(siteSettingsFromEnv(process.env, standInOrigin, `http://localhost:${sitePort}`))}$2`,
    ),
};
// the fan's session is the site server's job (app/server/session): vite hands it the
// portal's return and the session endpoints, so dev signs in the way production does
const siteOrigin = `http://localhost:${sitePort}`;
const ssoBase = process.env.UZFC_SERVICE_SSO ?? standInOrigin + standInPaths.sso;
const session = createSiteSessionHandler({ auth: createAuthHttp({ baseUrl: ssoBase }), portal: ssoBase, siteOrigin });
const sessionRoutes: Plugin = {
  name: 'uzfc-session',
  configureServer(vite) {
    const listener = getRequestListener(
      async (request) => (await session(request)) ?? new Response(null, { status: 404 }),
    );
    vite.middlewares.use((req, res, next) => {
      const url = req.url ?? '';
      // the portal's returns (a sign-in, or a refusal of the panel's form) and the session endpoints
      const portalReturn = url.includes('tokenpayload=') || url.includes('loginError=');
      if (portalReturn || url.startsWith('/auth/')) void listener(req, res);
      else next();
    });
  },
};
const server = await createServer({
  configFile: 'vite.config.ts',
  plugins: [injectSettings, sessionRoutes],
  server: { port: sitePort, strictPort: true },
});
await server.listen();
server.printUrls();
