import { describe, expect, it } from 'vitest';
import type { VideoPort } from '@core';
import type { LiveUpgradeWire } from '@protocol/video/video-wire';
import { createVideoCatalogueSeed } from '@protocol/video/video-catalogue-seed';
import { upgradeData } from '@ui/features/videos/testing/upgrade-data';
import { expectOk } from './contract-helpers';

/** the seed's upgrade data: what the stand-in's videos service and memory mode send */
export const seededUpgradeData: LiveUpgradeWire = createVideoCatalogueSeed({ startedAtMs: 0 }).config.upgradeData;

/**
 * What every VideoPort makes of the live upgrade data (VIDEO-3), given the config's
 * upgradeData as the service sends it: the HTTP adapter over msw, the in-memory one over the
 * same wire through the shared mapper. Well-formed values come through; values of the right
 * kind but no use (a colour that is no colour, blank texts, no require-login entitlement)
 * degrade the same way in both.
 */
export function liveUpgradeContract(makeWith: (upgradeData: LiveUpgradeWire) => Promise<VideoPort> | VideoPort) {
  const configWith = async (upgradeData: LiveUpgradeWire) => expectOk(await (await makeWith(upgradeData)).config());

  describe('VideoPort contract: live upgrade data', () => {
    it('the seed: branding colours, button link and text, pass name, locked texts and both entitlements', async () => {
      const config = await configWith(seededUpgradeData);
      // well-formed values come through as sent (the seed's colours are already '#rrggbb')
      expect(config.upgrade).toEqual({ ...seededUpgradeData });
      expect(config.upgrade).toMatchObject({ requireLoginEntitlement: 'any', requireUpgradeEntitlement: 'uztv-live' });
      expect(config.live.videoRequired).toEqual({ kind: 'pass', entitlements: ['uztv-live', 'uztv-match-2041'] });
    });

    it("colours are read as '#rrggbb'; one that is no hex colour is left out, the others kept", async () => {
      const config = await configWith({
        ...seededUpgradeData,
        brandingColours: {
          background: '#FFF',
          foreground: 'red',
          buttonBackground: '#ffc233; x:y',
          buttonForeground: '',
        },
      });
      expect(config.upgrade.brandingColours).toEqual({ background: '#ffffff' });
      const none = await configWith({ ...seededUpgradeData, brandingColours: undefined });
      expect(none.upgrade.brandingColours).toEqual({});
    });

    it("blank or missing texts stay blank (the lock says the catalogue's); no require-login entitlement is 'any'", async () => {
      const config = await configWith({
        buttonLink: ' ',
        buttonText: '',
        lockedTitle: '  ',
        lockedMessage: '',
      });
      // the lock then looks and reads as the site's own
      expect(config.upgrade).toEqual(upgradeData());
      // with no require-upgrade entitlement, the live stream's own passes decide
      expect(config.live.videoRequired).toEqual({ kind: 'pass', entitlements: ['uztv-live', 'uztv-match-2041'] });
    });

    it("the require-upgrade entitlement joins the live video's passes; 'any' opens it to every signed-in fan; audio keeps its own", async () => {
      const joined = await configWith({ ...seededUpgradeData, requireUpgradeEntitlement: 'uztv-season' });
      expect(joined.live.videoRequired).toEqual({
        kind: 'pass',
        entitlements: ['uztv-live', 'uztv-match-2041', 'uztv-season'],
      });
      expect(joined.live.audioRequired).toEqual({ kind: 'pass', entitlements: ['uztv-audio'] });
      const open = await configWith({ ...seededUpgradeData, requireUpgradeEntitlement: 'any' });
      expect(open.live.videoRequired).toEqual({ kind: 'any' });
      const renamed = await configWith({
        ...seededUpgradeData,
        requireLoginEntitlement: 'signed-in',
        requireUpgradeEntitlement: 'signed-in',
      });
      expect(renamed.live.videoRequired).toEqual({ kind: 'any' });
    });
  });
}
