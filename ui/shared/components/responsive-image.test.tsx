import { Ports, type ServiceToken } from '@core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ImagePort } from '@core';
import { ServicesProvider } from '../services/services-context';
import { type ServiceLocator } from '../services/service-tokens';
import { ResponsiveImage } from './responsive-image';

const images: ImagePort = { url: (key, w, h, fit) => `/img/${key}/${w}x${h}${fit ? `?fit=${fit}` : ''}` };
const services: ServiceLocator = {
  get<T>(token: ServiceToken<T>): T {
    if (token === Ports.images) return images as T;
    throw new Error('not bound in this test');
  },
};

describe('ResponsiveImage', () => {
  it('requests every site size at the same aspect ratio, lazily, with explicit dimensions', () => {
    render(
      <ServicesProvider services={services}>
        <ResponsiveImage imageKey="stadium" alt="The ground" width={800} height={400} fit="cover" />
      </ServicesProvider>,
    );
    const img = screen.getByRole('img', { name: 'The ground' });
    expect(img).toHaveAttribute('src', '/img/stadium/800x400?fit=cover');
    expect(img).toHaveAttribute(
      'srcset',
      '/img/stadium/400x200?fit=cover 400w, /img/stadium/500x250?fit=cover 500w, /img/stadium/1000x500?fit=cover 1000w, /img/stadium/1400x700?fit=cover 1400w',
    );
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('loading', 'lazy');
    // behind the page's main picture, even when the browser finds it on screen
    expect(img).toHaveAttribute('fetchpriority', 'low');
  });

  it('a picture in the first screen that is not the main one is fetched at once, but behind the main one', () => {
    render(
      <ServicesProvider services={services}>
        <ResponsiveImage imageKey="card" alt="A card" width={500} height={281} eager />
      </ServicesProvider>,
    );
    const img = screen.getByRole('img', { name: 'A card' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'low');
  });

  it('loads eagerly with high priority above the fold', () => {
    render(
      <ServicesProvider services={services}>
        <ResponsiveImage imageKey="hero" alt="" width={1400} height={700} priority sizes="100vw" />
      </ServicesProvider>,
    );
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('alt', '');
  });
});

describe('ResponsiveImage when the image library fails', () => {
  const show = (props: Partial<Parameters<typeof ResponsiveImage>[0]> = {}) =>
    render(
      <ServicesProvider services={services}>
        <ResponsiveImage imageKey="stadium" alt="The ground" width={800} height={400} fit="cover" {...props} />
      </ServicesProvider>,
    );

  it('becomes a placeholder of the same size (no broken-image icon, no layout shift), and says so once', () => {
    const onFail = vi.fn();
    show({ onFail });
    const img = screen.getByRole('img', { name: 'The ground' });
    fireEvent.error(img);
    const shown = screen.getByRole('img', { name: 'The ground' });
    expect(shown.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(shown.getAttribute('src')!)).toContain('viewBox="0 0 800 400"');
    expect(shown).not.toHaveAttribute('srcset');
    expect(shown).toHaveAttribute('width', '800');
    expect(shown).toHaveAttribute('height', '400');
    expect(shown).toHaveAttribute('data-placeholder');
    fireEvent.error(shown);
    expect(onFail).toHaveBeenCalledTimes(1);
  });

  it('an image that failed before the page was hydrated (no handler yet) is found on mount', async () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const natural = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    const decode = vi.fn(() => Promise.reject(new Error('EncodingError')));
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
    try {
      const onFail = vi.fn();
      show({ onFail });
      await waitFor(() => expect(screen.getByRole('img', { name: 'The ground' })).toHaveAttribute('data-placeholder'));
      expect(onFail).toHaveBeenCalledTimes(1);
    } finally {
      complete.mockRestore();
      natural.mockRestore();
      delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    }
  });

  it('a new image (another key) gets its own chance after one failed', () => {
    const view = show();
    fireEvent.error(screen.getByRole('img', { name: 'The ground' }));
    view.rerender(
      <ServicesProvider services={services}>
        <ResponsiveImage imageKey="pitch" alt="The ground" width={800} height={400} fit="cover" />
      </ServicesProvider>,
    );
    expect(screen.getByRole('img', { name: 'The ground' })).toHaveAttribute('src', '/img/pitch/800x400?fit=cover');
  });
});
