import { useRef } from 'react';
import { render } from '@testing-library/react';
import { useNearScreen } from '.';

function Probe({ near }: { near: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useNearScreen(ref, near);
  return <div ref={ref}>below the fold</div>;
}

describe('useNearScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('calls once the element comes near the screen, once only, and stops watching', () => {
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const disconnect = vi.fn();
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: typeof notify, init: IntersectionObserverInit) {
          notify = cb;
          options.push(init);
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const near = vi.fn();
    render(<Probe near={near} />);
    expect(options[0]?.rootMargin).toBe('0px 0px 100% 0px');
    notify([{ isIntersecting: false }]);
    expect(near).not.toHaveBeenCalled();
    notify([{ isIntersecting: true }]);
    expect(near).toHaveBeenCalledOnce();
    expect(disconnect).toHaveBeenCalled();
  });

  it('without IntersectionObserver, at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const near = vi.fn();
    render(<Probe near={near} />);
    expect(near).toHaveBeenCalledOnce();
  });
});
