import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeLoadVideosHome, type VideoPort } from '@core';
import { flush } from '../../../shared/testing/deferred';
import { createVideosHomeVm } from './videos-home-vm';
import { catalogueMemory } from '../testing/catalogue-memory';

describe('videos home view model', () => {
  it('is ready only when both the configuration and the sections answer; empty rows are left out (property)', async () => {
    const all = await catalogueMemory().sections();
    const rows = all.ok ? all.value.length : 0;
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.boolean(), fc.nat(3), async (configFails, sectionsFails, emptied) => {
        const base = catalogueMemory();
        const failing = catalogueMemory();
        failing.failWith('SERVICE.UNAVAILABLE');
        const port: VideoPort = {
          ...base,
          config: configFails ? failing.config : base.config,
          sections: sectionsFails
            ? failing.sections
            : async () => {
                const r = await base.sections();
                return r.ok
                  ? { ok: true as const, value: r.value.map((s, i) => (i < emptied ? { ...s, items: [] } : s)) }
                  : r;
              },
        };
        const vm = createVideosHomeVm({ loadVideosHome: makeLoadVideosHome({ video: port }) });
        vm.start();
        await flush();
        if (configFails || sectionsFails) {
          expect(vm.state.status).toEqual({ kind: 'error', code: 'SERVICE.UNAVAILABLE' });
          expect(vm.state.config).toBeNull();
        } else {
          expect(vm.state.status).toEqual({ kind: 'ready' });
          expect(vm.state.sections).toHaveLength(rows - emptied);
          expect(vm.state.sections.every((s) => s.items.length > 0)).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });
});
