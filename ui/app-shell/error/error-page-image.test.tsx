import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createWebSettingsMemory } from '@adapters/memory/index';
import { memorySeed } from '@adapters/memory/seed';
import { createMemoryServices } from '@test/support/memory-services';
import { renderWithServices } from '@test/support/render';
import SiteLayout from '../site-layout';
import { NotFoundPage } from './error-page';

const renderNotFound = (errorPageImage: string) => {
  const webSettings = createWebSettingsMemory({ ...memorySeed.webSettings, errorPageImage });
  return renderWithServices(
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>,
    { route: '/no-such-page', services: createMemoryServices({ webSettings }) },
  );
};

describe("the error page's configured picture", () => {
  it('keeps its box while the settings load, then shows the picture the settings name', async () => {
    renderNotFound('site/empty-stand');
    expect(screen.getByRole('heading', { level: 1, name: '404 error' })).toBeInTheDocument();
    const box = screen.getByTestId('error-page-image');
    await waitFor(() => expect(box.querySelector('img')).not.toBeNull());
    expect(box.querySelector('img')).toHaveAttribute('alt', '');
    expect(box.querySelector('img')?.getAttribute('src')).toContain('svg');
  });

  it('goes when the settings say there is none', async () => {
    renderNotFound('');
    await waitFor(() => expect(screen.queryByTestId('error-page-image')).toBeNull());
    cleanup();
  });
});
