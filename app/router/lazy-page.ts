import type { ComponentType } from 'react';

const RELOAD_FLAG = 'uzfc.chunk-reload';

type PageModule = { default: ComponentType };

/**
 * A lazily loaded route module. When its chunk fails to load (usually a deploy
 * replaced the hashed files) the page reloads once to pick up the new build; a
 * second failure goes to the error page instead of looping.
 */
export function lazyPage(load: () => Promise<PageModule>, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = sessionStorage, reload = () => location.reload()) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      const module = await load();
      storage.removeItem(RELOAD_FLAG);
      return { Component: module.default };
    } catch (error) {
      if (storage.getItem(RELOAD_FLAG) === null) {
        storage.setItem(RELOAD_FLAG, '1');
        reload();
        // keep the router waiting while the page reloads
        return new Promise<never>(() => {});
      }
      storage.removeItem(RELOAD_FLAG);
      throw error;
    }
  };
}
