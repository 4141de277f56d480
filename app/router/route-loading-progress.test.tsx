import { act, render, screen } from '@testing-library/react';
import { Outlet, createMemoryRouter } from 'react-router-dom';
import { Ports, ROUTE_SETTLE_MS, type Clock, type ServiceToken } from '@core';
import { createHttpActivityMemory } from '@adapters/memory/http-activity/http-activity-memory';
import { ProgressBar } from '@ui/app-shell';
import { ServicesProvider, type ServiceLocator } from '@ui/shared';
import { lazyPage } from './lazy-page';
import { RouterWithLook } from './router-with-look';

/** a route module whose chunk arrives when the test says so */
function lateModule() {
  let arrive: () => void = () => {};
  const load = () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      arrive = () => resolve({ default: () => <h1>Fixtures &amp; Results</h1> });
    });
  return { load, arrive: () => arrive() };
}

function setup() {
  const activity = createHttpActivityMemory();
  const clock: Clock = { now: () => Date.now() };
  const services: ServiceLocator = {
    get<T>(t: ServiceToken<T>): T {
      if (t === Ports.httpActivity) return activity as T;
      if (t === Ports.clock) return clock as T;
      throw new Error('unbound');
    },
  };
  const chunk = lateModule();
  const router = createMemoryRouter([
    {
      element: (
        <>
          <ProgressBar />
          <Outlet />
        </>
      ),
      children: [
        { path: '/', element: <h1>Home</h1> },
        { path: '/matches', lazy: lazyPage(chunk.load, () => null) },
      ],
    },
  ]);
  render(
    <ServicesProvider services={services}>
      <RouterWithLook router={router} />
    </ServicesProvider>,
  );
  return { router, chunk };
}

describe("the progress bar while a route's code loads", () => {
  it('runs from the moment a navigation waits for its chunk (no request in flight) and finishes once the page is there', async () => {
    const { router, chunk } = setup();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();

    let navigated: Promise<void> = Promise.resolve();
    act(() => {
      navigated = router.navigate('/matches');
    });
    // the chunk has not arrived: the old page stays, and the bar says the next one is loading
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();

    await act(async () => {
      chunk.arrive();
      await navigated;
    });
    expect(await screen.findByRole('heading', { name: 'Fixtures & Results' })).toBeInTheDocument();
    // the new page starts no request: the bar finishes once the navigation has settled
    await act(() => new Promise((resolve) => setTimeout(resolve, ROUTE_SETTLE_MS + 400)));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
