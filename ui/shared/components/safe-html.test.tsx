import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { site } from '@core';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('shows HTML beyond the limit as the catalogued "too long to show", never sanitising or writing it', () => {
    const huge = `<p>${'A very long read. '.repeat(Math.ceil(site.contentHtmlMaxChars / 18) + 1)}</p>`;
    const { container } = render(<SafeHtml html={huge} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This content is too long to show');
    expect(container.textContent).not.toContain('A very long read.');
    // at the limit it is still shown
    const atLimit = `<p>${'x'.repeat(site.contentHtmlMaxChars - 7)}</p>`;
    expect(atLimit).toHaveLength(site.contentHtmlMaxChars);
    render(<SafeHtml html={atLimit} />);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('drops scripts, event handlers and javascript: URLs', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p onclick="alert(1)">Hi</p><script>window.x=1</script><a href="javascript:alert(1)">bad</a><img src="x" onerror="alert(1)" alt="x">'
        }
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('bad')).not.toHaveAttribute('href', 'javascript:alert(1)');
    expect(screen.getByText('Hi')).toBeInTheDocument();
  });

  it('marks an image sent without alt text as decorative, and keeps a given alt', () => {
    const { container } = render(<SafeHtml html={'<img src="/a.png"><img src="/b.png" alt="Kick-off">'} />);
    const [a, b] = [...container.querySelectorAll('img')];
    expect(a).toHaveAttribute('alt', '');
    expect(b).toHaveAttribute('alt', 'Kick-off');
  });

  it('a content image the image library cannot give becomes a placeholder of its size, never a broken-image icon', () => {
    const { container } = render(
      <SafeHtml
        html={'<figure><img src="/images/v2/goal-inline/800x450" width="800" height="450" alt="The winner"></figure>'}
      />,
    );
    const img = screen.getByRole('img', { name: 'The winner' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(img.getAttribute('src')!)).toContain('viewBox="0 0 800 450"');
    expect(img).toHaveAttribute('data-placeholder');
    expect(img).toHaveAttribute('width', '800');
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('adds rel to external links and leaves internal links alone', () => {
    render(<SafeHtml html={'<a href="https://x.example" target="_blank">out</a><a href="/news">in</a>'} />);
    expect(screen.getByRole('link', { name: 'out' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'out' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'in' })).not.toHaveAttribute('rel');
  });

  it('navigates internal links client-side inside a router', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<SafeHtml html={'<p>Read the <a href="/news">news</a></p>'} />} />
          <Route path="/news" element={<h1>News page</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'news' }));
    expect(screen.getByRole('heading', { name: 'News page' })).toBeInTheDocument();
  });
});
