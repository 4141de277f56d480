import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServicesProvider } from '@ui/shared/services/services-context';
import type { ServiceLocator } from '@ui/shared/services/service-tokens';
import { createMemoryServices } from './memory-services';

export interface RenderWithServicesOptions {
  /** defaults to createMemoryServices() */
  readonly services?: ServiceLocator;
  /** the URL the router starts at; defaults to '/' */
  readonly route?: string;
  /** a route pattern (e.g. '/news/:slug') so useParams works inside `ui` */
  readonly path?: string;
}

/** Renders `ui` inside ServicesProvider and a MemoryRouter; returns Testing Library's result plus the services. */
export function renderWithServices(
  ui: ReactElement,
  { services = createMemoryServices(), route = '/', path }: RenderWithServicesOptions = {},
): RenderResult & { services: ServiceLocator } {
  const routed = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={[route]}>{routed}</MemoryRouter>
    </ServicesProvider>,
  );
  return { ...result, services };
}
