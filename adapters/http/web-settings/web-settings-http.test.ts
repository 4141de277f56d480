import { webSettingsPortContract } from '@test/contracts';
import { useStandInServer } from '@test/msw/use-stand-in-server';

const over = useStandInServer();

webSettingsPortContract(() => over.webSettings);

describe('web settings over the stand-in', () => {
  it('LinkedIn and Weibo are empty, the menu layout is split, and unused sections are stripped', async () => {
    const r = await over.webSettings.get();
    if (!r.ok) expect.fail(r.error.code);
    expect(r.value.socialLinks.linkedin).toBe('');
    expect(r.value.socialLinks.weibo).toBe('');
    expect(r.value.menuLayout).toBe('split');
    expect(r.value).not.toHaveProperty('sponsorSections');
  });
});
