import { useState } from 'react';
import type { AdvertImage as AdvertImageData } from '@core';
import { placeholderSrc } from '../../shared/components/image-placeholder';
import { ResponsiveImage } from '../../shared/components/responsive-image';

/** the MPU slot's size (300 x 250): always reserved, picture or not */
const MPU = { width: 300, height: 250 } as const;

/**
 * An MPU advert's picture: from the image library by key, or (v1 adverts) from the address
 * the advert gives. Either way the slot keeps its size and a picture that cannot be loaded
 * becomes the same placeholder as every other image of the site, never a broken icon.
 */
export function AdvertImage({ image, alt }: { readonly image: AdvertImageData; readonly alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (image.src === undefined)
    return <ResponsiveImage imageKey={image.imageKey} alt={alt} width={MPU.width} height={MPU.height} />;
  const failed = failedSrc === image.src;
  return (
    <img
      src={failed ? placeholderSrc(MPU.width, MPU.height) : image.src}
      alt={alt}
      width={MPU.width}
      height={MPU.height}
      loading="lazy"
      decoding="async"
      data-placeholder={failed ? '' : undefined}
      onError={failed ? undefined : () => setFailedSrc(image.src ?? null)}
    />
  );
}
