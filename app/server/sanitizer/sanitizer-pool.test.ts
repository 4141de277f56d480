import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { provideSanitizerWindow, sanitizeHtml } from '@ui/shared/components/sanitize-html';
import { createSanitizerPool, type SanitizerPool } from './sanitizer-pool';

provideSanitizerWindow(new JSDOM('<!doctype html>').window as unknown as Window);

const HOSTILE =
  '<p onclick="alert(1)">Hi<script>window.x=1</script><a href="https://elsewhere.example/">out</a></p><img src="x" onerror="alert(1)">';

/** a worker module that answers nothing (hangs) or exits at once, as a broken worker would */
function brokenWorker(kind: 'hang' | 'exit'): URL {
  const file = join(tmpdir(), `uzfc-broken-sanitizer-${kind}-${process.pid}.mjs`);
  writeFileSync(file, kind === 'hang' ? 'setInterval(() => {}, 1000);\n' : 'process.exit(3);\n');
  return pathToFileURL(file);
}

/** a worker module that echoes every job and counts its starts in a file */
function countingWorker(): { url: URL; starts: () => number } {
  const starts = join(tmpdir(), `uzfc-sanitizer-starts-${process.pid}-${Math.random().toString(36).slice(2)}`);
  writeFileSync(starts, '');
  const file = `${starts}.mjs`;
  writeFileSync(
    file,
    `import { appendFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
appendFileSync(${JSON.stringify(starts)}, 'x');
parentPort.on('message', ({ id, html }) => parentPort.postMessage({ id, clean: html }));
`,
  );
  return { url: pathToFileURL(file), starts: () => readFileSync(starts, 'utf8').length };
}

describe('the sanitiser pool (worker threads)', () => {
  let pool: SanitizerPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it("answers what this thread's sanitiser answers, by the same rules, for concurrent jobs", async () => {
    pool = createSanitizerPool({ size: 2, log: () => undefined });
    const bodies = [HOSTILE, '<p>plain</p>', `<h2>Long</h2>${'<p>para <em>x</em></p>'.repeat(300)}`];
    const answers = await Promise.all(bodies.map((b) => pool!.sanitize(b)));
    expect(answers).toEqual(bodies.map((b) => sanitizeHtml(b)));
    expect(answers[0]).toBe(
      '<p>Hi<a href="https://elsewhere.example/" rel="noopener noreferrer">out</a></p><img src="x" alt="" loading="lazy" decoding="async" fetchpriority="low">',
    );
  }, 30_000);

  it('a worker that hangs is ended after the timeout and its job refused; a worker that exits refuses its job', async () => {
    const logs: string[] = [];
    pool = createSanitizerPool({ timeoutMs: 300, workerUrl: brokenWorker('hang'), log: (m) => logs.push(m) });
    await expect(pool.sanitize('<p>x</p>')).rejects.toThrow('timed out');
    expect(logs.join('\n')).toContain('its worker is ended');
    await pool.close();
    pool = createSanitizerPool({ workerUrl: brokenWorker('exit'), log: () => undefined });
    await expect(pool.sanitize('<p>x</p>')).rejects.toThrow(/exited|failed/);
  }, 30_000);

  it('starts a new worker for the next job after one failed', async () => {
    const logs: string[] = [];
    pool = createSanitizerPool({ timeoutMs: 300, workerUrl: brokenWorker('hang'), log: (m) => logs.push(m) });
    await expect(pool.sanitize('<p>a</p>')).rejects.toThrow();
    await expect(pool.sanitize('<p>b</p>')).rejects.toThrow();
    expect(logs.filter((l) => l.includes('its worker is ended'))).toHaveLength(2);
  }, 30_000);

  it('keeps a worker while jobs come, and ends it after it has been idle', async () => {
    const counting = countingWorker();
    pool = createSanitizerPool({ idleMs: 300, workerUrl: counting.url, log: () => undefined });
    expect(await pool.sanitize('<p>a</p>')).toBe('<p>a</p>');
    expect(await pool.sanitize('<p>b</p>')).toBe('<p>b</p>');
    expect(counting.starts()).toBe(1);
    await new Promise((r) => setTimeout(r, 800));
    expect(await pool.sanitize('<p>c</p>')).toBe('<p>c</p>');
    expect(counting.starts()).toBe(2);
  }, 30_000);
});
