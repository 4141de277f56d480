import type { ServiceToken } from '@core';
import { createContext, useContext, type ReactNode } from 'react';
import type { ServiceLocator } from './service-tokens';

const ServicesContext = createContext<ServiceLocator | null>(null);

export function ServicesProvider({ services, children }: { services: ServiceLocator; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** Reads one service; throws only on a wiring mistake (a missing provider), never on data. */
export function useService<T>(token: ServiceToken<T>): T {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useService used outside <ServicesProvider>');
  return services.get(token);
}
