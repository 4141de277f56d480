import { render, screen } from '@testing-library/react';
import { ReservedSwap } from '.';

describe('ReservedSwap', () => {
  // (jsdom has no inert focus rules: the browser journeys tab through the real thing)
  it('gives only the shown version to assistive technology; the other is inert and just holds its place', () => {
    const { rerender } = render(
      <ReservedSwap
        as="div"
        showSecond={false}
        first={<button type="button">Subscribe now</button>}
        second={<button type="button">View Packages</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Subscribe now' }).closest('[inert]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'View Packages' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View Packages', hidden: true }).closest('[inert]')).not.toBeNull();

    rerender(
      <ReservedSwap
        as="div"
        showSecond
        first={<button type="button">Subscribe now</button>}
        second={<button type="button">View Packages</button>}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Subscribe now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Subscribe now', hidden: true }).closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'View Packages' }).closest('[inert]')).toBeNull();
  });

  it('names a button by the shown label only', () => {
    render(
      <button type="button">
        <ReservedSwap showSecond first="Login" second="Profile" />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Profile' })).toBeInTheDocument();
  });
});
