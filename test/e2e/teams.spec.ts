import { seasonOf } from '../../protocol/match-data/season-calendar';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { asReturningFan } from './support/quiet-visit';
import { nearFooter } from './support/footer';

test.beforeEach(async ({ context }) => asReturningFan(context));

// the stand-in's sponsor and advert that are not flagged child friendly (protocol/commercial/commercial-seed.ts)
const UNFLAGGED_SPONSOR = 'Beacon Betting';
const UNFLAGGED_ADVERT = /Beacon Betting odds/;

const footerSponsors = (page: Page) => page.getByRole('contentinfo').getByRole('region', { name: 'Sponsors' });

test("a guest goes from /teams to the women's squad, to a player and to one of her matches", async ({ page }) => {
  await page.goto('/teams');
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  for (const name of ["Men's Team", "Women's Team", 'U21', 'U18'])
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
  await expectNoAxeViolations(page, '/teams');
  // by keyboard
  await page.getByRole('main').getByRole('link', { name: "Women's Team", exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/teams\/women$/);
  await expect(page.getByRole('heading', { level: 1, name: "Women's Team" })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Goalkeepers' })).toBeVisible();
  const portrait = page.getByRole('main').locator('article img').first();
  await expect(portrait).toHaveAttribute('width', /\d+/);
  await expect(portrait).toHaveAttribute('height', /\d+/);
  await expectNoAxeViolations(page, '/teams/women');

  const firstPlayer = page.getByRole('main').locator('article h3 a').first();
  const name = (await firstPlayer.textContent())!.trim();
  await firstPlayer.click();
  await expect(page).toHaveURL(/\/players\/women\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Season statistics' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Sponsor ${name}` })).toHaveAttribute(
    'href',
    '/women/player-sponsorship',
  );
  await expectNoAxeViolations(page, 'player profile');
  const matches = page.getByRole('region', { name: 'Recent matches' }).getByRole('link');
  await expect(matches.first()).toBeVisible();
  // the match centre is another engineer's page: the link is where it must point
  await expect(matches.first()).toHaveAttribute('href', new RegExp(`^/match/women/${seasonOf(Date.now())}/[^/]+$`));
});

test('child-friendly: on the U18 squad (reached from /academy) no unflagged sponsor or advert appears; on /teams it does', async ({
  context,
}) => {
  const teams = await context.newPage();
  await teams.goto('/teams');
  await nearFooter(teams);
  await expect(footerSponsors(teams).getByRole('img', { name: UNFLAGGED_SPONSOR })).toBeAttached();
  // the child-friendly pages in a tab of their own, so a late picture of /teams (its lazy footer
  // logos) never counts against them: a Referer cannot tell, the image library is another
  // origin and gets only the site's origin as its Referer
  await teams.close();
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (r) => {
    requested.push(r.url());
  });

  await page.goto('/academy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'U18 squad' })).toBeVisible();
  await expectNoAxeViolations(page, '/academy');
  await nearFooter(page);
  await expect(footerSponsors(page)).toBeAttached();
  await expect(page.getByRole('img', { name: UNFLAGGED_SPONSOR })).toHaveCount(0);

  await page.getByRole('link', { name: 'U18 squad' }).click();
  await expect(page).toHaveURL(/\/teams\/u18$/);
  await expect(page.getByRole('heading', { level: 1, name: 'U18' })).toBeVisible();
  await nearFooter(page);
  await expect(footerSponsors(page)).toBeAttached();
  // a flagged sponsor is there; the unflagged ones are nowhere on the page
  await expect(footerSponsors(page).getByRole('img', { name: 'Zenith Energy' })).toBeAttached();
  await expect(page.getByRole('img', { name: UNFLAGGED_SPONSOR })).toHaveCount(0);
  await expect(page.getByRole('img', { name: UNFLAGGED_ADVERT })).toHaveCount(0);
  await expect(page.getByText(UNFLAGGED_SPONSOR)).toHaveCount(0);
  // neither the unflagged sponsor's logo nor the unflagged advert's creative was requested on the child-friendly pages
  expect(requested.filter((u) => /sponsor-26|advert-8/.test(u))).toEqual([]);
  await expectNoAxeViolations(page, '/teams/u18');

  // a direct load of the child-friendly page: the same
  await page.goto('/teams/u18');
  await nearFooter(page);
  await expect(footerSponsors(page)).toBeAttached();
  await expect(page.getByRole('img', { name: UNFLAGGED_SPONSOR })).toHaveCount(0);
});

test('an unknown player is the 404 page (status 404 on a direct load)', async ({ page }) => {
  const response = await page.goto('/players/nobody-at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  const other = await page.goto('/players/u21/nobody-at-all');
  expect(other?.status()).toBe(404);
});

test("/women is a complete page: the team, fixtures, news and the section's pages", async ({ page }) => {
  const response = await page.goto('/women');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: "Women's Team squad" })).toHaveAttribute('href', '/teams/women');
  await expect(page.getByRole('link', { name: "Women's Team fixtures and results" })).toHaveAttribute(
    'href',
    '/matches/women',
  );
  await expect(page.getByRole('heading', { level: 2, name: "Women's news" })).toBeVisible();
  await expectNoAxeViolations(page, '/women');
});
