/** A small build on disk for the site server's tests: a shell, hashed assets, a public file. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FIXTURE_JS = `export const greeting = ${JSON.stringify('UZFC '.repeat(600))};\n`;
/** the server-rendering build sits in dist/server: code for the server, never a file the site serves */
export const FIXTURE_SERVER_CODE = 'export const secretOfTheServer = 1;\n';
export const FIXTURE_SHELL = `<!doctype html><html lang="en-GB"><head><title>UZFC</title>
<script type="application/json" id="uzfc-config">{}</script>
<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>
<body><div id="root"></div></body></html>`;

/** `serverBuild`: a stand-in dist/server too (its entry is no renderer: only for tests that never load it) */
export function writeFixtureDist({ serverBuild = false }: { serverBuild?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'uzfc-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), FIXTURE_SHELL);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), FIXTURE_JS);
  writeFileSync(join(dir, 'assets', 'tiny-def456.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  if (!serverBuild) return dir;
  mkdirSync(join(dir, 'server', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'server', 'entry-server.js'), FIXTURE_SERVER_CODE);
  writeFileSync(join(dir, 'server', 'assets', 'core-abc123.js'), FIXTURE_SERVER_CODE);
  return dir;
}
