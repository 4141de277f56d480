import { describe, expect, it } from 'vitest';
import { createMemoryMatchPort, createFixedClock } from '@adapters/memory/index';
import { createSiteServer } from './create-site-server';
import { FIXTURE_SHELL } from './testing/fixture-dist';

const origin = 'https://uzfc.example';
const server = (port = createMemoryMatchPort({ clock: createFixedClock() })) =>
  createSiteServer({
    files: new Map(),
    shellTemplate: FIXTURE_SHELL,
    settings: {},
    siteOrigin: origin,
    serviceOrigins: [],
    calendarSources: { matches: port },
    log: () => {},
  });

describe('/matches/:team/calendar.ics', () => {
  it("serves a team's season as text/calendar, kept briefly, one event per match with its match centre address", async () => {
    const res = await server().request('/matches/women/calendar.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const body = await res.text();
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const events = body.split('BEGIN:VEVENT').length - 1;
    const fixtures = await createMemoryMatchPort({ clock: createFixedClock() }).fixtures('t2', '2025-26');
    expect(fixtures.ok && events === fixtures.value.matches.length).toBe(true);
    expect(body).toContain(`URL:${origin}/match/women/2025-26/`);
  });
  it('first team at /matches/calendar.ics and /matches/first-team/calendar.ics; unknown team 404; failing service 503', async () => {
    expect((await server().request('/matches/calendar.ics')).status).toBe(200);
    expect(await (await server().request('/matches/first-team/calendar.ics')).text()).toContain(
      "X-WR-CALNAME:UZFC Men's Team fixtures",
    );
    expect((await server().request('/matches/reserves/calendar.ics')).status).toBe(404);
    const failing = createMemoryMatchPort({ clock: createFixedClock() });
    failing.failWith('SERVICE.UNAVAILABLE');
    expect((await server(failing).request('/matches/calendar.ics')).status).toBe(503);
  });
});
