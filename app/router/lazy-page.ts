import { createElement, type ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import type { ServerLoad } from '@ui/shared';
import { serverOnlyLoader } from './server-loader';
import { RouteSeed } from './route-seed';

const RELOAD_FLAG = 'uzfc.chunk-reload';

type PageModule = { default: ComponentType; serverLoad?: ServerLoad<unknown> };
type ReloadStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// read when needed, never at module load: the same route table runs on the server
const browserStorage = (): ReloadStore | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);
const browserReload = () => location.reload();

/**
 * A lazily loaded route module: its component and, when it has one, its server
 * loader. When its chunk fails to load in the browser (usually a deploy replaced
 * the hashed files) the page reloads once to pick up the new build; a second failure
 * goes to the error page instead of looping. On the server a failure is thrown.
 */
export function lazyPage(
  load: () => Promise<PageModule>,
  storage: () => ReloadStore | null = browserStorage,
  reload = browserReload,
) {
  return async (): Promise<{ Component: ComponentType; loader?: LoaderFunction }> => {
    try {
      const module = await load();
      storage()?.removeItem(RELOAD_FLAG);
      // the page reads its seed through RouteSeed (a page without a loader reads none, not its layout's)
      const Page = module.default;
      const Component = () => createElement(RouteSeed, null, createElement(Page));
      return module.serverLoad
        ? { Component, loader: serverOnlyLoader(module.serverLoad) as LoaderFunction }
        : { Component };
    } catch (error) {
      const store = storage();
      if (store && store.getItem(RELOAD_FLAG) === null) {
        store.setItem(RELOAD_FLAG, '1');
        reload();
        // keep the router waiting while the page reloads
        return new Promise<never>(() => {});
      }
      store?.removeItem(RELOAD_FLAG);
      throw error;
    }
  };
}
