import { eligibleFooterAdverts } from '@core';
import { advertPortContract } from '@test/contracts';
import { useStandInServer } from '@test/msw/use-stand-in-server';

// the stand-in answering in the older v1 shape: the same port, the same contract
const over = useStandInServer({ advertsVersion: 1 });

advertPortContract(() => over.adverts);

describe('v1 footer adverts over the stand-in', () => {
  it('become core adverts: always running, for the web, their picture at its Location, hidden in child mode unless flagged', async () => {
    const r = await over.adverts.footerAdverts();
    if (!r.ok) expect.fail(r.error.code);
    expect(r.value.map((a) => [a.id, a.advertName, a.url])).toEqual([
      ['1', 'Season ticket renewals', 'https://advertiser1.example'],
      ['2', 'UZTV passes', 'https://advertiser2.example'],
      ['8', 'Beacon Betting odds (not child friendly)', 'https://advertiser8.example'],
    ]);
    const now = Date.now();
    expect(eligibleFooterAdverts(r.value, now, false)).toHaveLength(3);
    expect(eligibleFooterAdverts(r.value, now, true).map((a) => a.id)).toEqual(['1', '2']);
    const picture = r.value[0]!.images[0]!;
    expect(picture).toEqual({ type: 'mpu', imageKey: '', src: `${over.origin}/images/v2/advert-1-mpu/300x250` });
    const res = await fetch(picture.src!);
    expect(res.status).toBe(200);
  });
});
