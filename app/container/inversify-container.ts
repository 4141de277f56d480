import { Container } from 'inversify';
import type { BindingContainer } from './binding-container';

/** The site server's container: inversify, singletons, a child per request (create-request-services.ts). */
export function createInversifyContainer(parent?: Container): BindingContainer {
  const container = new Container({ defaultScope: 'Singleton', ...(parent ? { parent } : {}) });
  return {
    bind: (token) => {
      const binding = container.bind(token);
      return {
        toConstantValue: (value) => {
          binding.toConstantValue(value);
        },
        toDynamicValue: (make) => {
          binding.toDynamicValue(() => make());
        },
        toResolvedValue: (make, deps = [] as never) => {
          binding.toResolvedValue(make as (...deps: unknown[]) => never, [...deps] as never);
        },
      };
    },
    get: (token) => container.get(token),
    child: () => createInversifyContainer(container),
  };
}
