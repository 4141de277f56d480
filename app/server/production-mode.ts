/**
 * React, react-dom/server and other packages choose their production or development build from
 * NODE_ENV when they are first loaded. The site server loads them from node_modules (the server
 * build leaves packages outside it), so without NODE_ENV every page was rendered by React's
 * development build: owner stacks, prop validation and warnings on each element, about 40% of
 * a page render's CPU time. The site server is production unless told otherwise; this must run
 * before the server build (and with it React) is imported.
 */
export function productionUnlessSet(env: Record<string, string | undefined>): void {
  if (!env.NODE_ENV) env.NODE_ENV = 'production';
}
