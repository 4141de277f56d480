import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { usePageSeed } from '@ui/shared';
import { lazyPage } from './lazy-page';
import { RouteSeed } from './route-seed';

function Seeded({ name }: { readonly name: string }) {
  const seed = usePageSeed<{ title: string }>();
  return <p>{`${name}: ${seed?.title ?? 'no seed'}`}</p>;
}

describe("a route's seed reaches the page under it, and only that page", () => {
  it("a page reads its own route's seed, the layout its own, and a page without a loader none of its layout's", async () => {
    const withLoader = await lazyPage(
      async () => ({ default: () => <Seeded name="page" /> }),
      () => null,
    )();
    const without = await lazyPage(
      async () => ({ default: () => <Seeded name="bare" /> }),
      () => null,
    )();
    const routes = (page: typeof withLoader) => [
      {
        loader: () => ({ seed: { title: 'shell' } }),
        element: (
          <RouteSeed>
            <Seeded name="layout" />
            <Outlet />
          </RouteSeed>
        ),
        children: [{ path: '/', ...page }],
      },
    ];
    render(
      <RouterProvider
        router={createMemoryRouter(routes({ ...withLoader, loader: () => ({ seed: { title: 'article' } }) }), {
          hydrationData: { loaderData: { '0': { seed: { title: 'shell' } }, '0-0': { seed: { title: 'article' } } } },
        })}
      />,
    );
    expect(await screen.findByText('page: article')).toBeInTheDocument();
    expect(screen.getByText('layout: shell')).toBeInTheDocument();

    render(<RouterProvider router={createMemoryRouter(routes(without))} />);
    expect(await screen.findByText('bare: no seed')).toBeInTheDocument();
  });
});
