import { render, screen } from '@testing-library/react';
import type { ImagePort } from '@core';
import { ServicesProvider } from '../services/services-context';
import { Services, type ServiceLocator, type ServiceToken } from '../services/service-tokens';
import { ResponsiveImage } from './responsive-image';

const images: ImagePort = { url: (key, w, h, fit) => `/img/${key}/${w}x${h}${fit ? `?fit=${fit}` : ''}` };
const services: ServiceLocator = {
  get<T>(token: ServiceToken<T>): T {
    if (token === Services.images) return images as T;
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
    expect(img).toHaveAttribute('srcset',
      '/img/stadium/400x200?fit=cover 400w, /img/stadium/500x250?fit=cover 500w, /img/stadium/1000x500?fit=cover 1000w, /img/stadium/1400x700?fit=cover 1400w');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('loading', 'lazy');
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
