import { Ports, type ServiceToken } from '@core';
import { act, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { Clock, HttpActivity } from '@core';
import { createHttpActivityMemory } from '@adapters/memory/http-activity/http-activity-memory';
import { ServicesProvider } from '../shared/services/services-context';
import { type ServiceLocator } from '../shared/services/service-tokens';
import { ProgressBar } from './progress-bar';

function setup() {
  let now = 1_000;
  const activity = createHttpActivityMemory();
  const clock: Clock = { now: () => now };
  const services: ServiceLocator = {
    get<T>(t: ServiceToken<T>): T {
      if (t === Ports.httpActivity) return activity as T;
      if (t === Ports.clock) return clock as T;
      throw new Error('unbound');
    },
  };
  const view = render(
    <ServicesProvider services={services}>
      <ProgressBar />
    </ServicesProvider>,
  );
  return {
    ...view,
    publish: (a: HttpActivity) => act(() => activity.publish(a)),
    advance: (ms: number) =>
      act(() => {
        now += ms;
        vi.advanceTimersByTime(ms);
      }),
  };
}

describe('ProgressBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is hidden when idle, runs while requests are in flight, and eases towards 90', async () => {
    const { publish, advance, container } = setup();
    expect(screen.queryByRole('progressbar')).toBeNull();
    publish({ inFlight: 1, failed: false });
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    const start = Number(bar.getAttribute('aria-valuenow'));
    advance(2_000);
    const later = Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(later).toBeGreaterThan(start);
    expect(later).toBeLessThanOrEqual(90);
    vi.useRealTimers();
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });

  it('finishes as done, or failed (red) after a request error', () => {
    const { publish, container } = setup();
    publish({ inFlight: 1, failed: false });
    publish({ inFlight: 0, failed: true });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-status', 'failed');
  });
});
