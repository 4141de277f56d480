import type { AppConfig } from './app-config';

/**
 * Where the site serves the image library's pictures on its own origin (app/server/image-pass-through.ts,
 * decision 0022): the pages name their pictures here, never at the library's own address.
 */
export const SITE_IMAGES_PATH = '/images';

/** the base of every picture's address: the site's origin, then SITE_IMAGES_PATH */
export const siteImagesBase = (config: Pick<AppConfig, 'siteOrigin'>): string =>
  `${config.siteOrigin.replace(/\/+$/, '')}${SITE_IMAGES_PATH}`;
