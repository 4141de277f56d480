import type { ServiceToken } from '@core';

type TokensOf<D extends readonly unknown[]> = { readonly [K in keyof D]: ServiceToken<D[K]> };

/** The binding forms the composition root uses: no decorators, no classes (see ARCHITECTURE.md). */
export interface BindingSyntax<T> {
  toConstantValue(value: T): void;
  /** made once, on first use */
  toDynamicValue(make: () => T): void;
  /** made once, on first use, from the services bound to `deps` (looked up from the container asked) */
  toResolvedValue<D extends unknown[]>(make: (...deps: D) => T, deps?: TokensOf<D>): void;
}

/**
 * The container the composition root binds into. The site server uses inversify
 * (inversify-container.ts: a root, and a child per request); the browser's first bundle
 * uses minimal-container.ts, the same binding forms in a few lines, so inversify's
 * planner (~19 KB gzip with reflect-metadata) is not on every page's critical path.
 * One contract suite (binding-container.test.ts) holds both to the same behaviour.
 */
export interface BindingContainer {
  bind<T>(token: ServiceToken<T>): BindingSyntax<T>;
  get<T>(token: ServiceToken<T>): T;
  /** a container that sees this one's bindings and may add its own; this one never sees the child's */
  child(): BindingContainer;
}
