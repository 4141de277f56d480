import { Ports } from '@core';
import { screen } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { useService } from '@ui/shared/services/services-context';

import { renderWithServices } from './render';
import { createMemoryServices } from './memory-services';

function Probe() {
  const { slug } = useParams();
  const clock = useService(Ports.clock);
  return (
    <p>
      slug {slug ?? 'none'} at {clock.now()}
    </p>
  );
}

describe('renderWithServices', () => {
  it('provides services and routes, so useParams works with a path', () => {
    renderWithServices(<Probe />, { route: '/news/big-win', path: '/news/:slug' });
    expect(screen.getByText(`slug big-win at ${Date.parse('2026-02-14T15:00:00Z')}`)).toBeInTheDocument();
  });

  it('renders without a path and returns the services it used', () => {
    const services = createMemoryServices();
    const result = renderWithServices(<Probe />, { services });
    expect(result.services).toBe(services);
    expect(screen.getByText(/slug none/)).toBeInTheDocument();
  });
});
