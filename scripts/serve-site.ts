/**
 * Serves the built site (dist/) the way a production host would: static files with
 * long-lived caching for hashed assets, gzip, a strict CSP, the deployment settings
 * injected into index.html, and index.html for every route (history mode).
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { configBlockJson } from './site-env';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.ico': 'image/x-icon', '.txt': 'text/plain',
  '.m3u8': 'application/vnd.apple.mpegurl', '.ts': 'video/mp2t', '.woff2': 'font/woff2',
};

export interface SiteServerOptions {
  port: number;
  host?: string;
  distDir?: string;
  settings: Record<string, unknown>;
  /** origins the page may connect to and load images from (the services) */
  connectOrigins: string[];
}

export async function serveSite(opts: SiteServerOptions): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const dist = resolve(opts.distDir ?? 'dist');
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const html = template.replace(/(<script type="application\/json" id="uzfc-config">)[\s\S]*?(<\/script>)/, `$1${configBlockJson(opts.settings)}$2`);
  const origins = [...new Set(opts.connectOrigins)].join(' ');
  const csp = [
    "default-src 'self'", "script-src 'self'", `connect-src 'self' ${origins}`, `img-src 'self' data: blob: ${origins}`,
    `media-src 'self' blob: ${origins}`, "worker-src 'self' blob:", "style-src 'self' 'unsafe-inline'", "frame-ancestors 'none'", "base-uri 'self'", `form-action 'self' ${origins}`,
  ].join('; ');

  const server = createServer(async (req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    const file = normalize(join(dist, path));
    const common = { 'Content-Security-Policy': csp, 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };
    let body: Buffer;
    let type = 'text/html; charset=utf-8';
    let cache = 'no-cache';
    const isFile = file.startsWith(dist) && path !== '/' && (await stat(file).then((s) => s.isFile(), () => false));
    if (isFile) {
      body = await readFile(file);
      type = types[extname(file)] ?? 'application/octet-stream';
      if (path.startsWith('/assets/')) cache = 'public, max-age=31536000, immutable';
    } else if (path.startsWith('/assets/')) {
      // a missing hashed chunk must fail (the app reloads once), not return HTML
      res.writeHead(404, { ...common, 'Content-Type': 'text/plain' }).end('Not found');
      return;
    } else {
      body = Buffer.from(html);
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && /text|javascript|json|svg/.test(type) && body.length > 1024;
    res.writeHead(200, { ...common, 'Content-Type': type, 'Cache-Control': cache, ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}) });
    res.end(gzip ? gzipSync(body) : body);
  });
  await new Promise<void>((ok) => server.listen(opts.port, opts.host ?? '127.0.0.1', ok));
  const url = `http://localhost:${opts.port}`;
  return { url, server, close: () => new Promise((ok) => server.close(() => ok())) };
}
