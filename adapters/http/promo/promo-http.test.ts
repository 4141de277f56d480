import { promoPortContract } from '@test/contracts';
import { useStandInServer } from '@test/msw/use-stand-in-server';

const over = useStandInServer();

promoPortContract(() => over.promos);

describe('promos over the stand-in', () => {
  it('has two active promos (Default, then a Mini starting later), one expired and one future', async () => {
    const r = await over.promos.overlays();
    if (!r.ok) expect.fail(r.error.code);
    const now = Date.now();
    const active = r.value.filter((p) => Date.parse(p.startDateTime) <= now && now < Date.parse(p.endDateTime));
    expect(active.map((p) => p.type)).toEqual(['Default', 'Mini']);
    expect(Date.parse(active[1]!.startDateTime)).toBeGreaterThan(Date.parse(active[0]!.startDateTime));
    expect(r.value.filter((p) => Date.parse(p.endDateTime) <= now)).toHaveLength(1);
    expect(r.value.filter((p) => Date.parse(p.startDateTime) > now)).toHaveLength(1);
  });
});
