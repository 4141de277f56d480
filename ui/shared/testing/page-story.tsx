import { useState, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createMemoryServices } from '@test/support/memory-services';
import { ServicesProvider } from '../services/services-context';
import type { ServiceLocator } from '../services/service-tokens';
import '../styles/global.css';
import { failingServices, neverAnsweringServices } from './service-controls';

/** Which in-memory behaviour a page story runs against. */
export type StoryMode = 'ready' | 'loading' | 'error';

function servicesFor(mode: StoryMode) {
  if (mode === 'loading') return neverAnsweringServices();
  if (mode === 'error') return failingServices();
  return createMemoryServices();
}

/**
 * Stories only: a page at `route` under its route patterns, inside <main> like the
 * site layout, over in-memory services that answer, never answer, or fail (or the
 * services a feature's story sets up itself).
 */
export function PageStory({
  page,
  route,
  paths,
  mode = 'ready',
  services: makeServices,
}: {
  page: ReactElement;
  route: string;
  paths: readonly string[];
  mode?: StoryMode;
  services?: () => ServiceLocator;
}) {
  const [services] = useState(() => (makeServices ? makeServices() : servicesFor(mode)));
  return (
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={[route]}>
        <main id="main" tabIndex={-1}>
          <Routes>
            {paths.map((p) => (
              <Route key={p} path={p} element={page} />
            ))}
          </Routes>
        </main>
      </MemoryRouter>
    </ServicesProvider>
  );
}
