import { iconPaths } from './icon-paths';

/**
 * What an image-library image becomes when it cannot be loaded: a picture of the same
 * proportions (its viewBox is the image's width x height), transparent so the image's
 * own background colour shows, with a small camera outline in the middle. It is an
 * inline SVG address, so it needs no request to a service that is already failing,
 * and it takes the failed image's place in the same <img>: same box, no layout shift,
 * never the browser's broken-image icon.
 */
export function placeholderSrc(width: number, height: number): string {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  // the glyph is drawn on a 24-unit grid: a fifth of the shorter side, centred
  const scale = (Math.min(w, h) * 0.2) / 24;
  const x = (w - 24 * scale) / 2;
  const y = (h - 24 * scale) / 2;
  const paths = iconPaths.Camera.map((d) => `<path d="${d}"/>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})" fill="none" stroke="#8a8f9c" stroke-width="1.5" stroke-linejoin="round">${paths}</g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Calls `onBroken` if the image already failed before anyone listened (a server-rendered
 * image before hydration). A finished image with no pixels may be that, or (in some
 * browsers) a lazy image not fetched yet: decode() tells them apart, rejecting only a
 * broken one.
 */
export function checkAlreadyBroken(img: HTMLImageElement, onBroken: () => void): void {
  if (!img.complete || img.naturalWidth !== 0 || !img.getAttribute('src')) return;
  const src = img.getAttribute('src');
  if (typeof img.decode !== 'function') onBroken();
  else
    img.decode().catch(() => {
      if (img.isConnected && img.getAttribute('src') === src) onBroken();
    });
}

/**
 * Puts the placeholder into an <img> that is not React's (content HTML): same box, sized
 * by its width and height attributes (16:9 when the content gave none).
 */
export function replaceWithPlaceholder(img: HTMLImageElement): void {
  if (img.hasAttribute('data-placeholder')) return;
  const width = Number(img.getAttribute('width')) || 800;
  const height = Number(img.getAttribute('height')) || Math.round((width * 9) / 16);
  img.removeAttribute('srcset');
  img.removeAttribute('sizes');
  img.setAttribute('data-placeholder', '');
  img.src = placeholderSrc(width, height);
}
