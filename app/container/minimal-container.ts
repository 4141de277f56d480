import type { ServiceToken } from '@core';
import type { BindingContainer } from './binding-container';

type Lookup = <T>(token: ServiceToken<T>) => T;
type Provider = (lookup: Lookup) => unknown;

/**
 * The browser's container: the binding forms of binding-container.ts and nothing else, in the
 * first bundle instead of inversify. Like inversify with singleton scope, a value is made once
 * on first use, and a binding's dependencies are looked up from the container that was asked
 * (a child's own bindings first), so a root use case can take a port the child binds.
 */
export function createMinimalContainer(parent?: {
  find(token: symbol, lookup: Lookup): { value: unknown } | undefined;
}): BindingContainer {
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
  const once = (make: (lookup: Lookup) => unknown): Provider => {
    let made: { value: unknown } | undefined;
    return (lookup) => (made ??= { value: make(lookup) }).value;
  };
  return {
    bind: (token) => ({
      toConstantValue: (value) => {
        providers.set(token, () => value);
      },
      toDynamicValue: (make) => {
        providers.set(
          token,
          once(() => make()),
        );
      },
      toResolvedValue: (make, deps = [] as never) => {
        providers.set(
          token,
          once((lookup) => make(...(deps.map((d) => lookup(d)) as never))),
        );
      },
    }),
    get,
    child: () => createMinimalContainer({ find }),
  };
}
