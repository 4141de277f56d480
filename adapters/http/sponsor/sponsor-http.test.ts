import { sponsorPortContract } from '@test/contracts';
import { useStandInServer } from '@test/msw/use-stand-in-server';

const over = useStandInServer();

sponsorPortContract(() => over.sponsors);

describe('sponsors over the stand-in', () => {
  it('answers the rows unfiltered: three large, then small ones including unpublished and not child friendly', async () => {
    const r = await over.sponsors.footerRows();
    if (!r.ok) expect.fail(r.error.code);
    const [large, small] = r.value;
    expect(large?.sponsorSize).toBe('large');
    expect(large?.sponsors).toHaveLength(3);
    expect(small?.sponsors.filter((s) => s.published)).toHaveLength(20);
    expect(small?.sponsors.some((s) => !s.published)).toBe(true);
    expect(small?.sponsors.some((s) => !s.isChildFriendly)).toBe(true);
    expect(Object.keys(large!.sponsors[0]!)).not.toContain('mediaLibraryID');
  });

  it('the header sponsor is mapped', async () => {
    const r = await over.sponsors.headerSponsor();
    expect(r).toEqual({ ok: true, value: { image: 'sponsor-1-header', name: 'Zenith Energy', childFriendly: true } });
  });
});
