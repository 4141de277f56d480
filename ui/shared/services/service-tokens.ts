/**
 * What the UI asks the composition root for, besides the use cases (use-case-tokens.ts) and
 * the few ports it reads as they are (Ports, beside the ports in core/ports/port-tokens.ts).
 * ui/ never imports inversify or an adapter: app/ binds each token, tests and stories build a
 * locator over in-memory adapters (test/support/memory-services.ts).
 */
import { serviceToken, type ServiceToken } from '@core';
import type { InterfaceVm } from '../../app-shell/interface-vm';

/** view models the root makes once and every surface shares */
export const ViewModels = {
  /** the single interface view model (STATE-1) */
  interfaceVm: serviceToken<InterfaceVm>('InterfaceVm'),
} as const;

/** the UI's one way into the container (services-context.tsx) */
export interface ServiceLocator {
  get<T>(token: ServiceToken<T>): T;
}
