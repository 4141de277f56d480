import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ButtonLink } from './button';

const inRouter = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('ButtonLink', () => {
  it('applies the core defaults: primary-light, icon on the right, internal link', () => {
    inRouter(<ButtonLink button={{ link: '/matches', text: 'Match Centre', icon: 'Match' }} />);
    const link = screen.getByRole('link', { name: 'Match Centre' });
    expect(link).toHaveAttribute('href', '/matches');
    expect(link).toHaveAttribute('data-variant', 'primary-light');
    expect(link.lastElementChild?.tagName.toLowerCase()).toBe('svg');
    expect(link).not.toHaveAttribute('rel');
  });
  it('opens external links safely in a new tab and drops unknown icons', () => {
    inRouter(
      <ButtonLink
        button={{
          link: 'https://tickets.uzfc.example',
          text: 'Buy Tickets',
          newTab: true,
          type: 'ghost-dark',
          icon: 'Nope',
          iconAlignment: 'left',
        }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Buy Tickets (opens in a new tab)' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('data-variant', 'ghost-dark');
    expect(link.querySelector('svg')).toBeNull();
  });
});
