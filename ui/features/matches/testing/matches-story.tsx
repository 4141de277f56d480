import { useState, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { MatchPort } from '@core';
import { createMemoryServices } from '@test/support/memory-services';
import { Services } from '../../../shared/services/service-tokens';
import { ServicesProvider } from '../../../shared/services/services-context';
import { control } from '../../../shared/testing/service-controls';
import '../../../shared/styles/global.css';

export type MatchesStoryMode = 'ready' | 'loading' | 'error' | 'spoiler-free';

const never = <T,>() => new Promise<T>(() => {});

function servicesFor(mode: MatchesStoryMode) {
  if (mode === 'loading') {
    const matches: MatchPort = { fixtures: never, match: never };
    return createMemoryServices({ matches });
  }
  const services = createMemoryServices();
  if (mode === 'error') control(services.get(Services.matches)).failWith('SERVICE.UNAVAILABLE');
  if (mode === 'spoiler-free') services.get(Services.spoilers).write({ spoilerFree: true, revealed: [] });
  return services;
}

/** Stories only: a matches page at `route` over in-memory match data that answers, never answers or fails. */
export function MatchesStory({ page, route, paths, mode = 'ready' }: { page: ReactElement; route: string; paths: readonly string[]; mode?: MatchesStoryMode }) {
  const [services] = useState(() => servicesFor(mode));
  return (
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={[route]}>
        <main id="main" tabIndex={-1}>
          <Routes>{paths.map((p) => <Route key={p} path={p} element={page} />)}</Routes>
        </main>
      </MemoryRouter>
    </ServicesProvider>
  );
}
