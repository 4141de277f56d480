import { act, screen } from '@testing-library/react';
import { renderWithServices } from '@test/support/render';
import SiteLayout from '../site-layout';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    vi.runOnlyPendingTimers();
  });
}

describe('Header scroll behaviour', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => window.setTimeout(() => cb(0), 0));
  });
  afterEach(() => vi.useRealTimers());

  it('hides on scroll down, shows the sticky nav past the header, and reappears on scroll up', () => {
    renderWithServices(<SiteLayout />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-hidden', 'false');
    scrollTo(400);
    expect(header).toHaveAttribute('data-hidden', 'true');
    expect(header).toHaveAttribute('data-sticky', 'true');
    expect(screen.getByRole('navigation', { name: 'Sticky' })).toBeInTheDocument();
    scrollTo(350);
    expect(header).toHaveAttribute('data-hidden', 'false');
    scrollTo(10);
    expect(header).toHaveAttribute('data-hidden', 'false');
    expect(header).toHaveAttribute('data-sticky', 'false');
    expect(screen.queryByRole('navigation', { name: 'Sticky' })).toBeNull();
  });
});
