import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppLink } from './app-link';

function renderInRouter(ui: React.ReactElement) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={ui} />
        <Route path="/news" element={<h1>News page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AppLink', () => {
  it('navigates client-side for an internal link', async () => {
    renderInRouter(<AppLink href="/news">News</AppLink>);
    const link = screen.getByRole('link', { name: 'News' });
    expect(link).toHaveAttribute('href', '/news');
    expect(link).not.toHaveAttribute('rel');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'News page' })).toBeInTheDocument();
  });

  it('renders an external link with rel noopener noreferrer and no target by default', () => {
    renderInRouter(<AppLink href="https://shop.uzfc.example">Shop</AppLink>);
    const link = screen.getByRole('link', { name: 'Shop' });
    expect(link).toHaveAttribute('href', 'https://shop.uzfc.example');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('target');
  });

  it('tells screen-reader users when an external link opens a new tab', () => {
    renderInRouter(
      <AppLink href="https://tickets.uzfc.example" newTab>
        Tickets
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'Tickets (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('treats protocol-relative links as external', () => {
    renderInRouter(<AppLink href="//evil.example/x">Other</AppLink>);
    expect(screen.getByRole('link', { name: 'Other' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
