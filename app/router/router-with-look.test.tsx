import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, data } from 'react-router-dom';
import { useHeaderLook } from '@ui/app-shell';
import { RouterWithLook } from './router-with-look';

function Look() {
  return <p>{`look: ${useHeaderLook({ headerStyle: 'solid', headerStylePath: '' })}`}</p>;
}

describe("the browser router hands the header the look of the router's state", () => {
  it("a page's chosen look, then the error page's look once a route fails", async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <Look />, loader: () => ({ seed: {}, headerStyle: 'transparent-dark' }) },
        {
          path: '/news/gone',
          element: <Look />,
          errorElement: <Look />,
          loader: () => {
            throw data(null, { status: 404 });
          },
        },
      ],
      { hydrationData: { loaderData: { '0': { seed: {}, headerStyle: 'transparent-dark' } } } },
    );
    render(<RouterWithLook router={router} />);
    expect(await screen.findByText('look: transparent-dark')).toBeInTheDocument();
    await act(() => router.navigate('/news/gone'));
    expect(await screen.findByText('look: solid')).toBeInTheDocument();
  });
});
