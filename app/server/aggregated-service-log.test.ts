import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import type { JsonClientLogEntry } from '@adapters/http/shared/json-client';
import { createStandIn } from '@stand-in/app';
import { parseAppConfig } from '../config/app-config';
import { defaultConfig } from '../config/default-config';
import { aggregatedServiceLog } from './aggregated-service-log';
import { createPageRenderer } from './render/entry-server';

const notFound = (path: string): JsonClientLogEntry => ({
  service: 'web-api',
  method: 'GET',
  path,
  code: 'SERVICE.NOT_FOUND',
  status: 404,
  reason: 'not found',
});
const down: JsonClientLogEntry = {
  service: 'videos',
  method: 'GET',
  path: '/search',
  code: 'SERVICE.UNAVAILABLE',
  status: 500,
  reason: 'unexpected status',
};

/** the log over a clock the test moves and a window it closes by hand */
function world(windowMs = 60_000) {
  const lines: string[] = [];
  let now = 0;
  const pending: (() => void)[] = [];
  const log = aggregatedServiceLog({
    write: (line) => lines.push(line),
    windowMs,
    now: () => now,
    later: (run) => pending.push(run),
  });
  return {
    log,
    lines,
    advance: (ms: number) => {
      now += ms;
    },
    closeWindows: () => pending.splice(0).forEach((run) => run()),
  };
}

describe("the site server's log of service failures", () => {
  it('writes a kind of failure once a window, then one line that counts the rest, with the last path', () => {
    const w = world();
    for (let i = 0; i < 845; i++) w.log(notFound(`/news/junk-${i}`));
    w.log(down);
    expect(w.lines).toEqual([
      '[web-api] GET /news/junk-0 failed: SERVICE.NOT_FOUND (HTTP 404) not found',
      '[videos] GET /search failed: SERVICE.UNAVAILABLE (HTTP 500) unexpected status',
    ]);
    w.advance(60_000);
    w.closeWindows();
    expect(w.lines.slice(2)).toEqual([
      '[web-api] GET failed: SERVICE.NOT_FOUND (HTTP 404): 844 more in the last 60 s (the last /news/junk-844)',
    ]);
    // the next window starts with a line of its own
    w.log(notFound('/news/again'));
    expect(w.lines.at(-1)).toBe('[web-api] GET /news/again failed: SERVICE.NOT_FOUND (HTTP 404) not found');
  });

  it('property: every failure is written or counted, and a window writes at most two lines per kind', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(notFound('/a'), notFound('/b'), down), fc.nat(30_000)), { maxLength: 200 }),
        (calls) => {
          const w = world();
          for (const [entry, gap] of calls) {
            w.advance(gap);
            w.log(entry);
          }
          w.closeWindows();
          const counted = w.lines.reduce((sum, line) => sum + (Number(/: (\d+) more/.exec(line)?.[1]) || 1), 0);
          expect(counted).toBe(calls.length);
          const elapsed = calls.reduce((sum, [, gap]) => sum + gap, 0);
          expect(w.lines.length).toBeLessThanOrEqual(2 * 2 * (Math.floor(elapsed / 60_000) + 1) + 2);
        },
      ),
    );
  });
});

describe('a page render through the HTTP adapters', () => {
  it('twenty junk addresses (each a service 404) write one line, not twenty', async () => {
    const standIn = createStandIn();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => standIn.fetch(new Request(input, init)));
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const parsed = parseAppConfig({ adapters: 'http' }, defaultConfig('http://stand-in.test', 'http://site.test'));
      if (!parsed.ok) throw new Error(parsed.problems.join('; '));
      const lines: string[] = [];
      const render = await createPageRenderer({
        config: parsed.config,
        templateHtml: readFileSync('index.html', 'utf8'),
        serviceLog: aggregatedServiceLog({ write: (line) => lines.push(line), later: () => undefined }),
      });
      for (let i = 0; i < 20; i++) {
        const page = await render(new Request(`http://site.test/no-such-section/junk-${i}`));
        expect(page.status).toBe(404);
      }
      const notFoundLines = [...lines, ...warned.mock.calls.map((c) => String(c[0]))].filter((l) =>
        l.includes('SERVICE.NOT_FOUND'),
      );
      expect(notFoundLines).toEqual(['[web-api] GET /pages/by-path failed: SERVICE.NOT_FOUND (HTTP 404) not found']);
    } finally {
      warned.mockRestore();
      vi.unstubAllGlobals();
    }
  }, 30_000);
});
