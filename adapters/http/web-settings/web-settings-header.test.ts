import fc from 'fast-check';
import { headerMotionFor, ok } from '@core';
import { seedWebSettings } from '@protocol/web-settings/web-settings-seed';
import type { JsonClient } from '../shared/json-client';
import { createWebSettingsHttp } from './web-settings-http';

/** the web settings as the service sends them, with some fields changed */
const answering = (changes: Record<string, unknown>, drop: readonly string[] = []): JsonClient => {
  const body: Record<string, unknown> = { ...seedWebSettings, ...changes };
  for (const key of drop) delete body[key];
  return { service: 'web-api', getJson: async () => ok(body), postJson: async () => ok(null), reportInvalid: () => {} };
};

describe('web settings: header type and error-page image', () => {
  it("reads the header types the site knows, and any other as the club's sticky rather than losing the settings", async () => {
    for (const headerType of ['sticky', 'fixed', 'reveal']) {
      const r = await createWebSettingsHttp({ client: answering({ headerType }) }).get();
      expect(r.ok && r.value.headerType).toBe(headerType);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.string().filter((t) => !['sticky', 'fixed', 'reveal'].includes(t)),
        async (headerType) => {
          const r = await createWebSettingsHttp({ client: answering({ headerType }) }).get();
          expect(r.ok && r.value.headerType).toBe('sticky');
          expect(r.ok && headerMotionFor(r.value.headerType)).toBe('reveal');
        },
      ),
      { numRuns: 30 },
    );
    const missing = await createWebSettingsHttp({ client: answering({}, ['headerType']) }).get();
    expect(missing.ok && missing.value.headerType).toBe('sticky');
  });

  it('carries the configured error-page image; without one there is none', async () => {
    const r = await createWebSettingsHttp({ client: answering({}) }).get();
    expect(r.ok && r.value.errorPageImage).toBe('site/empty-stand');
    const none = await createWebSettingsHttp({ client: answering({}, ['errorPageImage']) }).get();
    expect(none.ok && none.value.errorPageImage).toBe('');
  });
});
