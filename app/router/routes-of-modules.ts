import type { RouteObject } from 'react-router-dom';

/**
 * Every route in the table whose page module (handle.module) is one of `modules`: a walk over
 * the tree, without ranking paths. Several routes share a module (the content page's five
 * depths): loading each is one import of the same chunk.
 */
export function routesOfModules(table: readonly RouteObject[], modules: readonly string[]): RouteObject[] {
  const wanted = new Set(modules);
  const found: RouteObject[] = [];
  const visit = (list: readonly RouteObject[]) => {
    for (const route of list) {
      const module = (route.handle as { module?: unknown } | undefined)?.module;
      if (typeof module === 'string' && wanted.has(module)) found.push(route);
      if (route.children) visit(route.children);
    }
  };
  visit(table);
  return found;
}
