import { Ports } from '@core';
import { useEffect, useRef, useState } from 'react';
import type { ImageFit, ImagePort } from '@core';
import { imageSizes } from '@core/config/site-config';

import { useService } from '../services/services-context';
import { checkAlreadyBroken, placeholderSrc } from './image-placeholder';
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
  /** the page's main picture (its LCP): eager and high fetch priority; every other picture is low */
  readonly priority?: boolean;
  /**
   * likely in a phone's first screen, though not the page's main picture (the first card
   * under a hero): fetched as the page arrives, not once the layout finds it in view
   */
  readonly eager?: boolean;
  readonly className?: string;
  /**
   * Called once when the image could not be loaded (the image library failed). The
   * image shows a placeholder of the same size either way; a surface that makes no
   * sense without its picture (a promotion) withdraws itself here.
   */
  readonly onFail?: () => void;
}

/**
 * The addresses of one image at the site's sizes: the page's <img> and the server's
 * preload of a hero use the same ones, so the preloaded file is the one shown.
 */
export function imageCandidates(
  images: ImagePort,
  imageKey: string,
  width: number,
  height: number,
  fit?: ImageFit,
): { src: string; srcSet: string } {
  const ratio = height / width;
  const srcSet = imageSizes.map((w) => `${images.url(imageKey, w, Math.round(w * ratio), fit)} ${w}w`).join(', ');
  return { src: images.url(imageKey, width, height, fit), srcSet };
}

/**
 * An image-library image at the site's sizes (400, 500, 1000, 1400 wide), keeping the
 * aspect ratio of width x height so every candidate crops the same way. When it cannot
 * be loaded it becomes a placeholder of the same size (image-placeholder.ts): never a
 * broken-image icon, never a jump in the layout.
 */
export function ResponsiveImage({
  imageKey,
  alt,
  width,
  height,
  fit,
  sizes = '100vw',
  priority = false,
  eager = false,
  className,
  onFail,
}: ResponsiveImageProps) {
  const images = useService(Ports.images);
  const { src, srcSet } = imageCandidates(images, imageKey, width, height, fit);
  const ref = useRef<HTMLImageElement>(null);
  // the address that failed: a new image (another key or size) gets its own chance
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const fail = () => {
    if (failed) return;
    setFailedSrc(src);
    onFail?.();
  };
  // a server-rendered image can fail before the page is hydrated, when no handler was listening yet
  useEffect(() => {
    const img = ref.current;
    if (img && !failed && img.getAttribute('src') === src) checkAlreadyBroken(img, fail);
  });
  return (
    <img
      ref={ref}
      className={[styles.image, className].filter(Boolean).join(' ')}
      src={failed ? placeholderSrc(width, height) : src}
      srcSet={failed ? undefined : srcSet}
      sizes={failed ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      // every other picture waits behind the page's main one: left to itself the browser raises the first
      // few pictures, and any it finds on screen, to share the phone's bandwidth with the main picture
      fetchPriority={priority ? 'high' : 'low'}
      data-placeholder={failed ? '' : undefined}
      onError={failed ? undefined : fail}
    />
  );
}
