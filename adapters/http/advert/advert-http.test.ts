import { advertPortContract } from '@test/contracts';
import { useStandInServer } from '@test/msw/use-stand-in-server';

const over = useStandInServer();

advertPortContract(() => over.adverts);

describe('adverts over the stand-in', () => {
  it("returns every footer advert, eligible or not (eligibility is the core's rule)", async () => {
    const r = await over.adverts.footerAdverts();
    if (!r.ok) expect.fail(r.error.code);
    const now = Date.now();
    const names = r.value.map((a) => a.advertName);
    expect(names.length).toBe(8);
    expect(r.value.some((a) => Date.parse(a.timings.endUTC) < now)).toBe(true);
    expect(r.value.some((a) => Date.parse(a.timings.startUTC) > now)).toBe(true);
    expect(r.value.some((a) => !a.enabled)).toBe(true);
    expect(r.value.map((a) => a.channel)).toEqual(expect.arrayContaining(['web', '', 'Web', 'app']));
  });
});
