import { act } from '@testing-library/react';
import { renderWithServices } from '@test/support/render';
import { useScrollRestoration } from './use-scroll-restoration';

function Probe() {
  useScrollRestoration();
  return <h2 id="tickets">Tickets</h2>;
}

describe('useScrollRestoration', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('scrolls to the top on navigation', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithServices(<Probe />, { route: '/news' });
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('scrolls to a hash target after 1 s, 130 px above it, smoothly', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithServices(<Probe />, { route: '/club#tickets' });
    document.getElementById('tickets')!.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
    scrollTo.mockClear();
    act(() => { vi.advanceTimersByTime(999); });
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => { vi.advanceTimersByTime(1); });
    expect(scrollTo).toHaveBeenCalledWith({ top: 500 + window.scrollY - 130, left: 0, behavior: 'smooth' });
  });

  it('ignores a malformed hash instead of throwing', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithServices(<Probe />, { route: '/club#%E0%A4%A' });
    expect(() => act(() => { vi.advanceTimersByTime(1_000); })).not.toThrow();
  });
});
