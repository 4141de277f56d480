import fc from 'fast-check';
import {
  err,
  ok,
  unavailable,
  type AdvertPort,
  type PagesPort,
  type Result,
  type ServiceError,
  type SponsorPort,
  type WebSettingsPort,
} from '@core';
import type { PortFactories } from './service-bindings';
import { shareSiteWideAnswers } from './site-wide-answers';

/** ports answering from a script, counting each call by method */
function countingPorts(answer: (method: string) => Result<unknown, ServiceError> = () => ok('answer')) {
  const calls: string[] = [];
  const call = (method: string) => async () => {
    calls.push(method);
    return answer(method);
  };
  const pages = { menus: call('menus'), pageByPath: call('pageByPath') } as unknown as PagesPort;
  const webSettings = { get: call('webSettings') } as unknown as WebSettingsPort;
  const sponsors = { footerRows: call('footerRows'), headerSponsor: call('headerSponsor') } as unknown as SponsorPort;
  const adverts = { footerAdverts: call('footerAdverts') } as unknown as AdvertPort;
  const ports: PortFactories = {
    pages: () => pages,
    webSettings: () => webSettings,
    sponsors: () => sponsors,
    adverts: () => adverts,
  };
  return { ports, calls };
}

const made = (ports: PortFactories) => ({
  pages: ports.pages!() as PagesPort & { pageByPath(): Promise<unknown> },
  webSettings: ports.webSettings!() as WebSettingsPort,
  sponsors: ports.sponsors!() as SponsorPort,
  adverts: ports.adverts!() as AdvertPort,
});

/** what the shell's server load and the header ask on one render */
const renderAsks = (p: ReturnType<typeof made>) =>
  Promise.all([
    p.pages.menus(),
    p.webSettings.get(),
    p.sponsors.footerRows(),
    p.sponsors.headerSponsor(),
    p.adverts.footerAdverts(),
  ]);

describe('the site server shares site-wide answers between renders', () => {
  it('asks each service once for many renders within the window, concurrent ones included, and again after it', async () => {
    const { ports, calls } = countingPorts();
    let now = 0;
    const p = made(shareSiteWideAnswers(ports, 10_000, () => now));
    await Promise.all([renderAsks(p), renderAsks(p), renderAsks(p)]);
    for (let i = 0; i < 20; i++) {
      now += 400;
      await renderAsks(p);
    }
    expect(calls.sort()).toEqual(['footerAdverts', 'footerRows', 'headerSponsor', 'menus', 'webSettings']);
    now = 10_001;
    await renderAsks(p);
    expect(calls).toHaveLength(10);
  });

  it('keeps no failed answer: the next render asks the service again', async () => {
    let failing = true;
    const { ports, calls } = countingPorts(() => (failing ? err(unavailable('web-api')) : ok('answer')));
    const p = made(shareSiteWideAnswers(ports, 10_000, () => 0));
    expect((await p.pages.menus()).ok).toBe(false);
    failing = false;
    expect(await p.pages.menus()).toEqual(ok('answer'));
    expect(await p.pages.menus()).toEqual(ok('answer'));
    expect(calls).toEqual(['menus', 'menus']);
  });

  it("leaves a port's other methods as they were (a page by its path is asked every time)", async () => {
    const { ports, calls } = countingPorts();
    const p = made(shareSiteWideAnswers(ports, 10_000, () => 0));
    await p.pages.pageByPath();
    await p.pages.pageByPath();
    expect(calls).toEqual(['pageByPath', 'pageByPath']);
  });

  it('property: a render gets the latest answer no older than the window, asking only when none is kept', async () => {
    const step = fc.record({ advance: fc.integer({ min: 0, max: 15_000 }), fails: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        let now = 0;
        let version = 0;
        let fails = false;
        const { ports, calls } = countingPorts(() => (fails ? err(unavailable('web-api')) : ok(++version)));
        const p = made(shareSiteWideAnswers(ports, 10_000, () => now));
        // the model: the last good answer and when it was asked for
        let kept: { value: number; at: number } | undefined;
        let asked = 0;
        for (const s of steps) {
          now += s.advance;
          fails = s.fails;
          const answer = await p.webSettings.get();
          if (!kept || now >= kept.at + 10_000) {
            asked += 1;
            kept = s.fails ? undefined : { value: version, at: now };
            expect(answer.ok).toBe(!s.fails);
          }
          if (answer.ok) expect(answer.value).toBe(kept!.value);
        }
        expect(calls).toHaveLength(asked);
      }),
      { numRuns: 100 },
    );
  });
});
