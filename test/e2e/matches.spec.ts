import { expect, test, type Locator, type Page } from '@playwright/test';
import { untilHydrated } from './support/hydrated';
import { expectNoAxeViolations } from './support/axe';
import { asReturningFan } from './support/quiet-visit';
import { setFault } from './support/stand-in-control';
import { publishedLiveEvents, untilLiveMatchInPlay } from './support/live-match';
import { standingEvents } from '../../protocol/match-data/match-publication';
import { previousSeason, seasonLabel, seasonOf } from '../../protocol/match-data/season-calendar';

// the stand-in's seasons are its clock's: the current one and last season
const currentSeason = seasonOf(Date.now());
const lastSeason = previousSeason(currentSeason);

// Fixtures and the match centre on the real site, its HTTP adapters and the stand-in's match data (the e2e
// stand-in replays the live match fast: scripts/e2e-server.ts).
test.beforeEach(async ({ context }) => {
  await asReturningFan(context);
});

const results = (page: Page) => page.getByRole('region', { name: 'Results' }).getByRole('article');
const commentary = (page: Page) => page.getByRole('list', { name: 'Commentary, newest first' }).getByRole('listitem');

/** the commentary's sequences as shown (after releasing any held back, and showing every earlier line) */
async function shownSequences(page: Page): Promise<number[]> {
  // a button seen a moment ago may have gone since (the live feed's next line re-renders the list, the last
  // earlier line shown ends it): a press that finds no button is not a failure, the next look decides
  const press = (button: Locator) => button.click({ timeout: 5_000 }).catch(() => undefined);
  const more = page.getByRole('button', { name: /new updates?$/ });
  if (await more.isVisible()) await press(more);
  const earlier = page.getByRole('button', { name: /^Show earlier commentary/ });
  while (await earlier.isVisible()) await press(earlier);
  return commentary(page).evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-sequence'))));
}

async function publishedSequences(): Promise<number> {
  return (await publishedLiveEvents()).lastSequence;
}

/** the sequences of the live match's events as they stand (corrections applied), as the commentary should list them */
async function standingSequences(): Promise<number[]> {
  return standingEvents((await publishedLiveEvents()).events).map((e) => e.sequence);
}

test('a guest browses fixtures for two teams and seasons, opens a result and reads its match centre', async ({
  page,
}) => {
  await page.goto('/matches');
  await expect(page.getByRole('heading', { level: 1, name: 'Fixtures & Results' })).toBeVisible();
  await expect(page).toHaveTitle(`Fixtures & Results: Men's Team ${seasonLabel(currentSeason)} | UZFC`);
  await expect(results(page).first()).toBeVisible();
  await expect(results(page).first().locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{2}:\d{2}$/);
  await expectNoAxeViolations(page, '/matches');

  await page.getByRole('navigation', { name: 'Teams' }).getByRole('link', { name: "Women's Team" }).click();
  await expect(page).toHaveURL(/\/matches\/women$/);
  // a link pressed before the app started loads the page anew: its season picker then needs the app
  const season = page.getByRole('combobox', { name: 'Season' });
  await untilHydrated(season);
  await season.selectOption(lastSeason);
  await expect(page).toHaveURL(new RegExp(`/matches/women/${lastSeason}$`));
  await page.getByRole('navigation', { name: 'Show matches' }).getByRole('link', { name: 'Played' }).click();
  await expect(page).toHaveURL(/show=played/);
  await expect(page.getByRole('region', { name: 'Fixtures' })).toHaveCount(0);
  // the address alone brings the same list (server-rendered, then hydrated)
  await page.reload();
  await expect(results(page).first()).toBeVisible();

  const first = results(page).first();
  const opponent = (await first.getByRole('heading', { level: 3 }).textContent())!.replace(/^(v|@) /, '').trim();
  await first.getByRole('link', { name: 'Match Centre' }).click();
  await expect(page).toHaveURL(new RegExp(`/match/women/${lastSeason}/`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(opponent);
  await expect(page.getByRole('img', { name: /\d+, .+ \d+$/ })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Line-ups' })
      .getByText(/^Formation /)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Match statistics' })).toBeVisible();
  await expect(commentary(page).first()).toBeVisible();
  await expectNoAxeViolations(page, 'match centre');
});

test("the web settings' sponsor sections: on the first team's fixtures and match centre, not on the women's", async ({
  page,
}) => {
  const sponsors = (name: string) => page.getByRole('region', { name });
  await page.goto('/matches');
  await expect(sponsors('Fixtures in partnership with').getByRole('img', { name: 'Zenith Energy' })).toBeVisible();
  await expect(sponsors('Fixtures in partnership with').getByRole('img', { name: 'Beacon Betting' })).toBeVisible();
  const matchCentre = results(page).first().getByRole('link', { name: 'Match Centre' });
  // a client-side navigation: a click while the page is still hydrating can be lost
  await untilHydrated(matchCentre);
  await matchCentre.click();
  await expect(
    sponsors('Match centre in partnership with').getByRole('img', { name: 'Apex Sportswear' }),
  ).toBeVisible();
  await expect(
    sponsors('Player of the match')
      .getByRole('region', { name: 'Player of the match in partnership with' })
      .getByRole('img', { name: 'Summit Bank' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'match centre with its sponsors');

  await page.goto('/matches/women');
  await expect(results(page).first()).toBeVisible();
  await expect(sponsors('Fixtures in partnership with')).toHaveCount(0);
});

test('the server renders the match centre with its SportsEvent data; an unknown match is a 404', async ({
  request,
}) => {
  const page = await request.get(`/match/first-team/${lastSeason}/t1-${lastSeason}-05`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain('"@type":"SportsEvent"');
  expect(html).toContain('Line-ups');
  expect((await request.get(`/match/first-team/${currentSeason}/no-such-match`)).status()).toBe(404);
  expect((await request.get('/matches/reserves')).status()).toBe(404);
});

test('a fan follows the live match: new commentary, the clock and the statistics move without a reload', async ({
  page,
}) => {
  // the feed may reach its half-time break while the journey watches: 75 s without an event
  test.setTimeout(240_000);
  await untilLiveMatchInPlay();
  await page.goto(`/match/first-team/${currentSeason}/t1-live`);
  await expect(page.getByText(/^Match clock|Live$/).first()).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
  const before = (await shownSequences(page)).length;
  const stats = await page.getByRole('table', { name: 'Match statistics' }).innerText();
  await expect.poll(async () => (await shownSequences(page)).length, { timeout: 100_000 }).toBeGreaterThan(before + 2);
  await expect
    .poll(() => page.getByRole('table', { name: 'Match statistics' }).innerText(), { timeout: 100_000 })
    .not.toBe(stats);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('the feed is cut and comes back: nothing is lost or doubled', async ({ page }) => {
  // the replay publishes about one event every 2-3 s: the cut must last for several of them, and
  // its waits cannot fit in the default 30 s for the whole journey, and the cut may span the
  // half-time break (75 s without an event)
  test.setTimeout(240_000);
  await untilLiveMatchInPlay();
  await page.goto(`/match/first-team/${currentSeason}/t1-live`);
  await expect(commentary(page).first()).toBeVisible();
  await setFault('match-data', 'drop');
  try {
    const start = await publishedSequences();
    await expect.poll(publishedSequences, { timeout: 110_000 }).toBeGreaterThan(start + 7);
  } finally {
    await setFault('match-data', 'none');
  }
  // every event as it stands, once (a correction put right or took back its event), missing at most the newest
  await expect
    .poll(
      async () => {
        const shown = [...(await shownSequences(page))].reverse();
        const standing = await standingSequences();
        const unique = new Set(shown);
        const once = shown.length === unique.size && shown.every((s, i) => s === standing[i]);
        return once && shown.length >= standing.length - 1
          ? 'all once'
          : `${shown.length} shown (${unique.size} unique), ${standing.length} standing`;
      },
      { timeout: 30_000 },
    )
    .toBe('all once');
});

test('spoiler-free hides a score, is remembered on the device, and a score can be revealed', async ({ page }) => {
  await page.goto('/matches?show=played');
  const first = results(page).first();
  await expect(first.getByRole('img', { name: /\d/ })).toBeVisible();
  await page.getByRole('checkbox', { name: /Spoiler-free/ }).check();
  await expect(first.getByRole('img', { name: /\d/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Spoiler-free/ })).toBeChecked();
  await expect(results(page).first().getByRole('img', { name: /\d/ })).toHaveCount(0);
  await results(page).first().getByRole('link', { name: 'Match Centre' }).click();
  // the match centre, not the list it came from (whose rows have their own reveal buttons)
  await expect(page).toHaveURL(/\/match\//);
  await expect(page.getByRole('table', { name: 'Match statistics' })).toBeVisible();
  await expect(page.getByRole('img', { name: /\d+, .+ \d+$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reveal score', exact: true }).click();
  await expect(page.getByRole('img', { name: /\d+, .+ \d+$/ })).toBeVisible();
});

test("a team's fixtures import into a calendar (.ics)", async ({ request }) => {
  const r = await request.get('/matches/women/calendar.ics');
  expect(r.status()).toBe(200);
  expect(r.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  // unfold (RFC 5545 §3.1) and read every event
  const lines = (await r.text()).replace(/\r\n[ \t]/g, '').split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  const events: Record<string, string>[] = [];
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') events.push({});
    else if (events.length && line.includes(':') && !line.startsWith('END:')) {
      const [key, ...value] = line.split(':');
      events[events.length - 1]![key!.split(';')[0]!] = value.join(':');
    }
  }
  expect(events.length).toBeGreaterThan(10);
  for (const e of events) {
    expect(e.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
    expect(e.SUMMARY).toMatch(/ v /);
    expect(e.URL).toMatch(new RegExp(`/match/women/${currentSeason}/`));
  }
  expect(new Set(events.map((e) => e.UID)).size).toBe(events.length);
});
