/** PagesPort over the web API: /pages/tree, /pages/by-path?path=, /menus. */
import { err, notFound, ok, type PagesPort } from '@core';
import type { JsonClient } from '../shared/json-client';
import { parseAndMap } from '../shared/parse-with';
import { menusWireSchema, pageByPathWireSchema, pageTreeWireSchema } from './pages-schema';
import { toContentPage, toPageTree, toSiteMenus } from './pages-wire-map';

export function createPagesHttp({ client }: { client: JsonClient }): PagesPort {
  return {
    async page(fullPath) {
      const path = fullPath.replace(/^\/+|\/+$/g, '');
      const mapped = parseAndMap(await client.getJson('/pages/by-path', { path }), pageByPathWireSchema, client, (w) =>
        toContentPage(w),
      );
      if (!mapped.ok) return mapped;
      return mapped.value ? ok(mapped.value) : err(notFound(client.service));
    },
    async tree() {
      return parseAndMap(await client.getJson('/pages/tree'), pageTreeWireSchema, client, toPageTree);
    },
    async menus() {
      return parseAndMap(await client.getJson('/menus'), menusWireSchema, client, toSiteMenus);
    },
  };
}
