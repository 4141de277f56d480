/** Content types of what a vite build emits (and the public/ folder holds). */
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

export function contentTypeOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return (dot >= 0 ? TYPES[path.slice(dot).toLowerCase()] : undefined) ?? 'application/octet-stream';
}

/** text formats shrink; images and fonts are compressed already */
export const isCompressible = (contentType: string) => /^text\/|javascript|json|xml|svg/.test(contentType);
