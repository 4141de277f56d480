import { describe, expect, it } from 'vitest';
import type { WebSettingsPort } from '@core';
import { expectOk, type Make } from './contract-helpers';

const shownNetworks = ['facebook', 'twitter', 'instagram', 'youtube', 'snapchat', 'tiktok'] as const;

/** Every WebSettingsPort adapter keeps these promises, whatever its seed. */
export function webSettingsPortContract(make: Make<WebSettingsPort>) {
  describe('WebSettingsPort contract', () => {
    it('social links include the six shown networks as absolute URLs; every network key is a string', async () => {
      const settings = expectOk(await (await make()).get());
      for (const network of shownNetworks) expect(settings.socialLinks[network]).toMatch(/^https:\/\//);
      for (const network of ['linkedin', 'weibo'] as const) expect(typeof settings.socialLinks[network]).toBe('string');
    });

    it('has the cookie banner, login links, share toggles and a known menu layout', async () => {
      const settings = expectOk(await (await make()).get());
      expect(settings.cookieBanner.title.length).toBeGreaterThan(0);
      expect(settings.cookieBanner.text.length).toBeGreaterThan(0);
      expect(settings.login.loginLink.length).toBeGreaterThan(0);
      expect(settings.login.registerLink.length).toBeGreaterThan(0);
      expect(typeof settings.share.twitter).toBe('boolean');
      expect(['split', 'tiles', 'list', 'centred']).toContain(settings.menuLayout);
      expect(['dark', 'light']).toContain(settings.dataProviderNotice.style);
      expect(settings.headerType).toBe('sticky');
    });

    it('asking twice gives the same settings', async () => {
      const port = await make();
      expect(expectOk(await port.get())).toEqual(expectOk(await port.get()));
    });
  });
}
