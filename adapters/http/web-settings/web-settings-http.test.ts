import { http, HttpResponse } from 'msw';
import { webSettingsPortContract } from '@test/contracts';
import { useStandInServer } from '@test/msw/use-stand-in-server';

const over = useStandInServer();

webSettingsPortContract(
  () => over.webSettings,
  (body) => {
    over.server.use(http.get(`${over.origin}/web-api/web-settings`, () => HttpResponse.json(body)));
    return over.webSettings;
  },
);

describe('web settings over the stand-in', () => {
  it('LinkedIn and Weibo are empty, the menu layout is split, and the sponsor sections come with their sponsors', async () => {
    const r = await over.webSettings.get();
    if (!r.ok) expect.fail(r.error.code);
    expect(r.value.socialLinks.linkedin).toBe('');
    expect(r.value.socialLinks.weibo).toBe('');
    expect(r.value.menuLayout).toBe('split');
    expect(r.value.sponsorSections).toHaveLength(12);
    const fixtures = r.value.sponsorSections.find((s) => s.name === 'fixtures-first-team' && s.type === 'web');
    expect(fixtures?.sponsors.map((s) => [s.title, s.isChildFriendly])).toEqual([
      ['Zenith Energy', true],
      ['Beacon Betting', false],
    ]);
    // the CMS's admin fields stay behind
    expect(fixtures?.sponsors[0]).not.toHaveProperty('campaignID');
  });
});
