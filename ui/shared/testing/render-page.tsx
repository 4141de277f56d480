import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import axe from 'axe-core';
import { renderWithServices } from '@test/support/render';
import type { ServiceLocator } from '../services/service-tokens';

export { appNewsPaths, contentPaths, newsDetailPaths } from './route-paths';

/**
 * Renders a page at `route` under the given route patterns, inside <main> as the
 * site layout does (so axe sees the landmark the real page lives in).
 */
export function renderPage(
  page: ReactElement,
  { route, paths, services }: { route: string; paths: readonly string[]; services?: ServiceLocator },
) {
  return renderWithServices(
    <main>
      <Routes>
        {paths.map((p) => (
          <Route key={p} path={p} element={page} />
        ))}
      </Routes>
    </main>,
    { route, ...(services ? { services } : {}) },
  );
}

export async function expectNoAxeViolations(container: HTMLElement) {
  const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(r.violations).toEqual([]);
}
