import { describe, expect, it } from 'vitest';
import {
  competitionIconVariants,
  competitionMarkTypes,
  competitionPlacements,
  defaultCompetitionCrests,
  type WebSettingsPort,
} from '@core';
import { seedWebSettings } from '@protocol/web-settings/web-settings-seed';
import { expectOk, type Make } from './contract-helpers';

const shownNetworks = ['facebook', 'twitter', 'instagram', 'youtube', 'snapchat', 'tiktok'] as const;

/** an adapter whose service answers `body` (the HTTP one over msw, the memory one read from it as its seed) */
export type AnsweringWebSettings = (body: Record<string, unknown>) => Promise<WebSettingsPort> | WebSettingsPort;

/** the shared seed's answer with its competition crest configuration replaced (undefined: left out) */
const withCrestConfig = (config: unknown): Record<string, unknown> => {
  const { competitionCrestConfig: _seeded, ...rest } = seedWebSettings;
  return config === undefined ? rest : { ...rest, competitionCrestConfig: config };
};

/** Every WebSettingsPort adapter keeps these promises, whatever its seed. */
export function webSettingsPortContract(make: Make<WebSettingsPort>, answering?: AnsweringWebSettings) {
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

    it('every placement where a competition is shown has a mark: a crest or a pill, in colour or mono', async () => {
      const { competitionCrests } = expectOk(await (await make()).get());
      expect(Object.keys(competitionCrests).sort()).toEqual([...competitionPlacements].sort());
      for (const placement of competitionPlacements) {
        expect(competitionMarkTypes).toContain(competitionCrests[placement].type);
        expect(competitionIconVariants).toContain(competitionCrests[placement].iconVariant);
      }
    });

    if (answering) {
      it("a malformed competition crest configuration costs only what is malformed: the site's default stands in, the settings stay", async () => {
        const port = await answering(
          withCrestConfig({
            fixtureList: { type: 'banner', iconVariant: 'mono' },
            results: 'crest',
            matchCentre: { type: 'crest', iconVariant: 7 },
            leagueTable: { type: 'pill', iconVariant: 'mono' },
            homeStrip: { type: 'pill', iconVariant: 'mono' },
          }),
        );
        const settings = expectOk(await port.get());
        expect(settings.competitionCrests).toEqual({
          fixtureList: { type: defaultCompetitionCrests.fixtureList.type, iconVariant: 'mono' },
          results: defaultCompetitionCrests.results,
          matchCentre: { type: 'crest', iconVariant: defaultCompetitionCrests.matchCentre.iconVariant },
          leagueTable: { type: 'pill', iconVariant: 'mono' },
        });
        expect(settings.menuLayout).toBe(seedWebSettings.menuLayout);
        expect(settings.cookieBanner.title).toBe(seedWebSettings.cookieBanner.title);
      });

      it('without a competition crest configuration, or with one that is not an object, every placement has its default', async () => {
        for (const config of [undefined, null, 'crest', ['pill'], 42]) {
          const settings = expectOk(await (await answering(withCrestConfig(config))).get());
          expect(settings.competitionCrests).toEqual(defaultCompetitionCrests);
        }
      });
    }

    it('asking twice gives the same settings', async () => {
      const port = await make();
      expect(expectOk(await port.get())).toEqual(expectOk(await port.get()));
    });
  });
}
