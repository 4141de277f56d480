import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppLink } from './app-link';
import { ServerPainted } from './server-painted';

const rendered: string[] = [];

function Links({ label }: { readonly label: string }) {
  rendered.push(label);
  return (
    <ul>
      <li>
        <AppLink href="/teams">{label}</AppLink>
      </li>
      <li>
        <AppLink href="https://elsewhere.example/" newTab>
          Elsewhere
        </AppLink>
      </li>
    </ul>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Page({ label }: { readonly label: string }) {
  return (
    <MemoryRouter initialEntries={['/news']}>
      <ServerPainted deps={[label]} as="nav">
        <Links label={label} />
      </ServerPainted>
      <Where />
    </MemoryRouter>
  );
}

/** the server's HTML in a document, hydrated as the browser does it */
async function hydrated(label: string): Promise<{ container: HTMLElement; root: Root; errors: unknown[] }> {
  const html = renderToString(<Page label={label} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, <Page label={label} />, { onRecoverableError: (e) => errors.push(e) });
  });
  return { container, root, errors };
}

describe('ServerPainted: markup the server painted is not rendered again to hydrate', () => {
  beforeEach(() => {
    rendered.length = 0;
    document.body.innerHTML = '';
  });

  it("hydrates without rendering the part's children, keeps the server's elements, and its internal links navigate client-side", async () => {
    const html = renderToString(<Page label="Teams" />);
    rendered.length = 0;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverLink = container.querySelector('a[href="/teams"]');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page label="Teams" />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(rendered).toEqual([]);
    expect(container.querySelector('a[href="/teams"]')).toBe(serverLink);
    await act(async () => {
      (serverLink as HTMLAnchorElement).click();
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/teams');
  });

  it('renders its children when what it shows changes after hydration', async () => {
    const { container, root, errors } = await hydrated('Teams');
    await act(async () => root.render(<Page label="Squads" />));
    expect(errors).toEqual([]);
    expect(rendered).toContain('Squads');
    expect(container.querySelector('a[href="/teams"]')).toHaveTextContent('Squads');
  });

  it('renders its children where the server painted nothing (a client-side navigation)', () => {
    render(<Page label="Teams" />);
    expect(rendered).toEqual(['Teams']);
    expect(screen.getByRole('link', { name: 'Teams' })).toHaveAttribute('href', '/teams');
  });

  it('a part mounted later renders as usual even while an earlier painted part stays painted', async () => {
    function Later() {
      const [shown, setShown] = useState(false);
      return (
        <MemoryRouter>
          <button type="button" onClick={() => setShown(true)}>
            Show
          </button>
          {shown ? (
            <ServerPainted deps={[]}>
              <Links label="Later" />
            </ServerPainted>
          ) : null}
        </MemoryRouter>
      );
    }
    render(<Later />);
    await act(async () => screen.getByRole('button', { name: 'Show' }).click());
    expect(screen.getByRole('link', { name: 'Later' })).toBeInTheDocument();
  });
});
