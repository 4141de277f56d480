import type { ImageFit, ImagePort } from '@core';
import { imageSizes } from '@core/config/site-config';
import { Services } from '../services/service-tokens';
import { useService } from '../services/services-context';
import styles from './responsive-image.module.css';

export interface ResponsiveImageProps {
  readonly imageKey: string;
  /** '' for a decorative image */
  readonly alt: string;
  /** the intrinsic size: rendered as width/height so the browser reserves space (no layout shift) */
  readonly width: number;
  readonly height: number;
  readonly fit?: ImageFit;
  readonly sizes?: string;
  /** above the fold: eager and high fetch priority */
  readonly priority?: boolean;
  readonly className?: string;
}

/**
 * The addresses of one image at the site's sizes: the page's <img> and the server's
 * preload of a hero use the same ones, so the preloaded file is the one shown.
 */
export function imageCandidates(images: ImagePort, imageKey: string, width: number, height: number, fit?: ImageFit): { src: string; srcSet: string } {
  const ratio = height / width;
  const srcSet = imageSizes.map((w) => `${images.url(imageKey, w, Math.round(w * ratio), fit)} ${w}w`).join(', ');
  return { src: images.url(imageKey, width, height, fit), srcSet };
}

/**
 * An image-library image at the site's sizes (400, 500, 1000, 1400 wide), keeping the
 * aspect ratio of width x height so every candidate crops the same way.
 */
export function ResponsiveImage({ imageKey, alt, width, height, fit, sizes = '100vw', priority = false, className }: ResponsiveImageProps) {
  const images = useService(Services.images);
  const { src, srcSet } = imageCandidates(images, imageKey, width, height, fit);
  return (
    <img
      className={[styles.image, className].filter(Boolean).join(' ')}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
