import { spawn, spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cpuList,
  cpusAllowed as cores,
  isPageRenderer,
  parseCpuList,
  reservePageCore,
  splitCores,
} from '../../scripts/bench/page-core';

describe('a core of its own for the measured page', () => {
  it('gives the page the last core and everything else the others, and none on one core', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 255 }), { minLength: 0, maxLength: 16 }), (cpus) => {
        const split = splitCores(cpus);
        if (cpus.length < 2) {
          expect(split).toBeNull();
          return;
        }
        expect(split!.page).toBe(Math.max(...cpus));
        expect(split!.rest).not.toContain(split!.page);
        expect([...split!.rest, split!.page].sort((a, b) => a - b)).toEqual([...cpus].sort((a, b) => a - b));
      }),
    );
  });

  it("reads Linux's cpu lists, ranges included, and writes them back", () => {
    expect(parseCpuList('0-3,5\n')).toEqual([0, 1, 2, 3, 5]);
    expect(parseCpuList('1')).toEqual([1]);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 255 })), (cpus) => {
        const sorted = [...cpus].sort((a, b) => a - b);
        expect(parseCpuList(cpuList(sorted))).toEqual(sorted);
      }),
    );
  });

  it('knows a renderer of web pages by its arguments, before and after it renames itself', () => {
    expect(isPageRenderer('/usr/lib/chromium/chromium\0--type=renderer\0--lang=en-US\0')).toBe(true);
    expect(isPageRenderer('/usr/lib/chromium/chromium --type=renderer --lang=en-US')).toBe(true);
    // Chromium's own interface and extensions are not the page
    expect(isPageRenderer('/usr/lib/chromium/chromium --type=renderer --top-chrome-webui --lang=en-US')).toBe(false);
    expect(isPageRenderer('/usr/lib/chromium/chromium\0--type=renderer\0--extension-process\0')).toBe(false);
    expect(isPageRenderer('/usr/lib/chromium/chromium\0--type=gpu-process\0')).toBe(false);
    expect(isPageRenderer('/usr/lib/chromium/chromium --type=zygote')).toBe(false);
    expect(isPageRenderer('node --type=renderer-like')).toBe(false);
  });

  describe('on this machine', () => {
    const children: { kill(): void }[] = [];
    afterEach(() => children.splice(0).forEach((c) => c.kill()));
    const twoCores = cores('self').length >= 2 && spawnSync('taskset', ['-p', String(process.pid)]).status === 0;

    it.runIf(twoCores)(
      "moves a renderer's main thread to the page core and the bench to the others, and gives the cores back",
      async () => {
        const before = cores('self');
        // a stand-in renderer: bash names the process after its arguments, as Chromium's zygote does
        const renderer = spawn('bash', ['-c', 'exec -a "chromium --type=renderer" sleep 30']);
        children.push(renderer);
        await new Promise((r) => setTimeout(r, 100));
        const core = await reservePageCore([]);
        try {
          const split = splitCores(before)!;
          await expect.poll(() => cores(renderer.pid!), { timeout: 2000 }).toEqual([split.page]);
          expect(cores('self')).toEqual(split.rest);
          expect(core.renderers()).toBeGreaterThanOrEqual(1);
          expect(core.description).toContain(`core ${split.page} for the page's main thread`);
        } finally {
          await core.release();
        }
        expect(cores('self')).toEqual(before);
      },
    );

    it('reserves nothing when told not to, and says so', async () => {
      process.env.BENCH_PAGE_CORE = '0';
      try {
        const core = await reservePageCore([]);
        expect(core.description).toContain('page core: none (BENCH_PAGE_CORE=0)');
        await core.release();
      } finally {
        delete process.env.BENCH_PAGE_CORE;
      }
    });
  });
});
