import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { useHydrated } from './hydrated';

function Visitor() {
  return <p>{useHydrated() ? "the visitor's own" : 'public'}</p>;
}

describe('useHydrated', () => {
  it("is false on the server and while hydrating (the server's HTML is kept), true once hydrated", async () => {
    const html = renderToString(<Visitor />);
    expect(html).toContain('public');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Visitor />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe("the visitor's own");
    container.remove();
  });
});
