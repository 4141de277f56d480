import type { ServiceToken } from '@core';

type TokensOf<D extends readonly unknown[]> = { readonly [K in keyof D]: ServiceToken<D[K]> };
type Lookup = <T>(token: ServiceToken<T>) => T;

/** The binding forms the composition root uses: no decorators, no classes. */
export interface BindingSyntax<T> {
  toConstantValue(value: T): void;
  /** made once, on first use */
  toDynamicValue(make: () => T): void;
  /**
   * made on first use from the services bound to `deps`, looked up from the container asked
   * (its own bindings first): once per container that asks, so a use case bound in the root
   * over a port each request binds in its child is made from that request's port, never from
   * the first request's
   */
  toResolvedValue<D extends unknown[]>(make: (...deps: D) => T, deps?: TokensOf<D>): void;
}

/**
 * The one container of the site, in the browser and on the site server alike (decision record
 * docs/decisions/0001-one-container.md: why not inversify, and why no reflect-metadata). The
 * binding forms are inversify's, without its planner: a root for the ports and use cases, and a
 * child per visitor (the browser's one, or one per server request), so nothing of one request
 * can reach another. binding-container.test.ts is its contract.
 */
export interface BindingContainer {
  bind<T>(token: ServiceToken<T>): BindingSyntax<T>;
  get<T>(token: ServiceToken<T>): T;
  /** a container that sees this one's bindings and may add its own; this one never sees the child's */
  child(): BindingContainer;
}

type Provider = (lookup: Lookup) => unknown;
interface Parent {
  find(token: symbol, lookup: Lookup): { value: unknown } | undefined;
}

export function createBindingContainer(parent?: Parent): BindingContainer {
  const providers = new Map<symbol, Provider>();
  const find = (token: symbol, lookup: Lookup): { value: unknown } | undefined => {
    const provider = providers.get(token);
    return provider ? { value: provider(lookup) } : parent?.find(token, lookup);
  };
  const get: Lookup = <T>(token: ServiceToken<T>): T => {
    const found = find(token, get);
    // a wiring mistake, never data: the message names the token
    if (!found) throw new Error(`No binding for ${token.description ?? String(token)}`);
    return found.value as T;
  };
  const once = (make: () => unknown): Provider => {
    let made: { value: unknown } | undefined;
    return () => (made ??= { value: make() }).value;
  };
  const oncePerAsker = (make: (lookup: Lookup) => unknown): Provider => {
    const made = new WeakMap<Lookup, { value: unknown }>();
    return (lookup) => {
      let entry = made.get(lookup);
      if (!entry) made.set(lookup, (entry = { value: make(lookup) }));
      return entry.value;
    };
  };
  return {
    bind: (token) => ({
      toConstantValue: (value) => {
        providers.set(token, () => value);
      },
      toDynamicValue: (make) => {
        providers.set(token, once(make));
      },
      toResolvedValue: (make, deps = [] as never) => {
        providers.set(
          token,
          oncePerAsker((lookup) => make(...(deps.map((d) => lookup(d)) as never))),
        );
      },
    }),
    get,
    child: () => createBindingContainer({ find }),
  };
}
