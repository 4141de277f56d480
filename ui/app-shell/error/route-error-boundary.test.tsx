import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, data, RouterProvider } from 'react-router-dom';
import { createMemoryServices } from '@test/support/memory-services';
import { ServicesProvider } from '../../shared/services/services-context';
import RouteErrorBoundary from './route-error-boundary';

function Boom(): never {
  throw new Error('loader blew up');
}

/** the boundary under a route whose loader throws `thrown` */
function renderThrown(thrown: unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw thrown;
      },
      element: <p>never</p>,
      errorElement: <RouteErrorBoundary />,
    },
  ]);
  render(
    <ServicesProvider services={createMemoryServices()}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('shows a 500 error page for a thrown error', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteErrorBoundary /> }]);
    const { container } = render(
      <ServicesProvider services={createMemoryServices()}>
        <RouterProvider router={router} />
      </ServicesProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '500 error' })).toBeInTheDocument();
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });

  it('uses the status of a route error response (404 with its message)', async () => {
    renderThrown(new Response('', { status: 404 }));
    expect(await screen.findByRole('heading', { name: '404 error' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
  });

  it('a 404 that carries a catalogued reason says it (a stream no service knows: Stream not found)', async () => {
    renderThrown(data({ code: 'STREAM.UNKNOWN_ENTRY' }, { status: 404 }));
    expect(await screen.findByRole('heading', { name: '404 error' })).toBeInTheDocument();
    expect(screen.getByText(/^Stream not found\. There is no stream at this address/)).toBeInTheDocument();
    expect(screen.queryByText('This page could not be found')).toBeNull();
  });

  it('falls back to a plain message with a link home when the error page itself fails', async () => {
    // no ServicesProvider: the error page's header-style hook throws
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteErrorBoundary /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while showing this page.');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
