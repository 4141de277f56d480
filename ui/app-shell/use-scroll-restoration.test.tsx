import { act, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderWithServices } from '@test/support/render';
import { useScrollRestoration } from './use-scroll-restoration';

function Probe() {
  useScrollRestoration();
  return (
    <>
      <h2 id="tickets">Tickets</h2>
      <Link to="/club">Club</Link>
    </>
  );
}

describe('useScrollRestoration', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('scrolls to the top on navigation, but leaves the first page where the browser (or the fan) put it', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithServices(<Probe />, { route: '/news' });
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => {
      screen.getByRole('link', { name: 'Club' }).click();
    });
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('scrolls to a hash target after 1 s, 130 px above it, smoothly', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithServices(<Probe />, { route: '/club#tickets' });
    document.getElementById('tickets')!.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
    scrollTo.mockClear();
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(scrollTo).toHaveBeenCalledWith({ top: 500 + window.scrollY - 130, left: 0, behavior: 'smooth' });
  });

  it('ignores a malformed hash instead of throwing', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithServices(<Probe />, { route: '/club#%E0%A4%A' });
    expect(() =>
      act(() => {
        vi.advanceTimersByTime(1_000);
      }),
    ).not.toThrow();
  });
});
