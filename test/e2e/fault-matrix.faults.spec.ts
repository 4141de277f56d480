import { expect, test, type Page } from '@playwright/test';
import { e2ePorts } from '../../playwright.config';
import { untilHydrated } from './support/hydrated';
import { asReturningFan } from './support/quiet-visit';
import { E2E_TIMEOUT_FAULT_MS, setFault } from './support/stand-in-control';
import { nearFooter } from './support/footer';
import { seasonOf } from '../../protocol/match-data/season-calendar';

/** the live match is in the current season at the run's clock */
const liveMatchPath = `/match/first-team/${seasonOf(Date.now())}/t1-live`;

/**
 * The fault matrix: every club service the site uses, failing four ways (500, timeout,
 * malformed JSON, valid JSON of the wrong shape), over a page that uses it. Each case
 * asserts the honest state (the catalogued message, or the part quietly left out; never
 * a blank page, never a wrong message), then clears the fault and asserts the page
 * recovers without a reload, through client-side navigation. One table, one loop; the
 * outcome table is in docs/service-failures.md.
 *
 * The site runs with a 3 s request timeout and the stand-in holds a 'timeout' answer
 * 3.5 s (scripts/e2e-server.ts), so a timeout costs seconds, not minutes. Services the
 * site does not call (client settings, custom tables, global variables, loaned,
 * organisations, aggregated feed) are not in it.
 */

const standIn = `http://localhost:${e2ePorts.standIn}`;
// the pictures reach the browser through the site's own /images (decision 0022)
const site = `http://localhost:${e2ePorts.site}`;
const kinds = ['500', 'timeout', 'malformed', 'schema'] as const;
type Kind = (typeof kinds)[number];

interface Row {
  /** the stand-in service that fails */
  readonly service: string;
  /** what of the site it serves (for the table in docs/service-failures.md) */
  readonly serves: string;
  readonly path: string;
  /** the stand-in path the browser calls (on the stand-in, or the site's /images), when the failure is met in the browser: the honest state is checked once it has answered */
  readonly calls?: string;
  /** promos due (a first visit), instead of a returning fan who has seen them */
  readonly promosDue?: boolean;
  /** where the fan goes and comes back from, client-side (a primary navigation link; its label is the menus service's) */
  readonly via: '/news' | '/videos';
  /** texts that would mislead the fan in this failure */
  readonly never?: readonly string[];
  readonly honest: (page: Page, kind: Kind) => Promise<void>;
  readonly recovered: (page: Page) => Promise<void>;
}

/** the hero's height as a placeholder, to compare with the image once it is back */
const placeholderHeights = new WeakMap<Page, number>();
const main = (page: Page) => page.getByRole('main');
// a page with two sections from one service (the fixtures and their compact league table) says it in each
const contentError = async (page: Page) => {
  await expect(main(page).getByRole('alert').first()).toContainText('This content could not be loaded');
  await expect(main(page).getByRole('button', { name: 'Try again' }).first()).toBeVisible();
};
const newsListed = (page: Page) =>
  expect(page.getByRole('list', { name: 'News articles' }).getByRole('article').first()).toBeVisible();
/** an article whose body has an image-library figure */
const ARTICLE = 'freya-mallory-extends-stay-at-zenith-park';
const heroImage = (page: Page) => main(page).locator('header img').first();
const promotion = (page: Page) => page.getByRole('dialog', { name: 'Promotion' });
/** the promo is fetched again when the tab becomes visible (PROMO-2) */
const tabBecomesVisible = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
const searchFor = async (page: Page, term: string) => {
  await page.getByRole('button', { name: 'Search' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox', { name: 'Search news' }).fill(term);
  await dialog.getByRole('searchbox', { name: 'Search news' }).press('Enter');
  return dialog;
};

const matrix: readonly Row[] = [
  {
    service: 'web-api',
    serves: 'news, pages, web settings and menus',
    path: '/news',
    via: '/videos',
    honest: async (page) => {
      await contentError(page);
      // the menus fall back to the spec's paths: the fan can still go anywhere
      await expect(
        page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Matches' }),
      ).toBeVisible();
    },
    recovered: newsListed,
  },
  {
    service: 'web-api',
    serves: 'a content page (page tree)',
    path: '/club',
    via: '/news',
    honest: contentError,
    recovered: (page) => expect(page.getByRole('heading', { level: 1, name: 'The Club' })).toBeVisible(),
  },
  {
    service: 'sponsors',
    serves: 'footer sponsor rows',
    path: '/news',
    calls: '/sponsors',
    via: '/videos',
    honest: async (page) => {
      await newsListed(page);
      await nearFooter(page);
      // the adverts never wait for the sponsors (and once they are there, the footer has asked for both)
      await expect(page.getByRole('region', { name: 'Advertisements' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Sponsors' })).toHaveCount(0);
    },
    recovered: async (page) => {
      await nearFooter(page);
      await expect(page.getByRole('region', { name: 'Sponsors' })).toBeVisible();
    },
  },
  {
    service: 'adverts',
    serves: 'footer MPU adverts (experiments service)',
    path: '/news',
    calls: '/experiments',
    via: '/videos',
    honest: async (page) => {
      await newsListed(page);
      await nearFooter(page);
      await expect(page.getByRole('region', { name: 'Sponsors' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Advertisements' })).toHaveCount(0);
    },
    // adverts come back 2 s after the route change (COMMERCIAL-5)
    recovered: async (page) => {
      await nearFooter(page);
      await expect(page.getByRole('region', { name: 'Advertisements' })).toBeVisible();
    },
  },
  {
    service: 'images',
    serves: 'every image (image library): pictures and images inside articles',
    path: `/news/${ARTICLE}`,
    via: '/videos',
    honest: async (page) => {
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      // a placeholder of the image's own size, never a broken-image icon: the hero and the article's own figures
      await expect(heroImage(page)).toHaveAttribute('data-placeholder', '', { timeout: E2E_TIMEOUT_FAULT_MS + 3_000 });
      await expect(main(page).locator('figure img')).toHaveAttribute('data-placeholder', '', {
        timeout: E2E_TIMEOUT_FAULT_MS + 3_000,
      });
      await expect.poll(() => brokenImages(page)).toEqual([]);
      placeholderHeights.set(page, (await heroImage(page).boundingBox())?.height ?? -1);
    },
    recovered: async (page) => {
      await expect
        .poll(() =>
          heroImage(page).evaluate(
            (img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && !img.hasAttribute('data-placeholder'),
          ),
        )
        .toBe(true);
      // the image takes the placeholder's box exactly: no layout shift
      expect((await heroImage(page).boundingBox())?.height).toBeCloseTo(placeholderHeights.get(page) ?? 0, 0);
    },
  },
  {
    service: 'images',
    serves: "the overlay promo's picture",
    path: '/',
    promosDue: true,
    calls: '/images/v2/promo-',
    via: '/news',
    honest: async (page) => {
      await expect(main(page).getByRole('heading', { level: 1 }).first()).toBeVisible();
      // the promo's picture has failed (the case waited for it): the promo never opens as an empty box
      await expect(main(page).locator('img[data-placeholder]').first()).toBeAttached({
        timeout: E2E_TIMEOUT_FAULT_MS + 3_000,
      });
      await expect(promotion(page)).toHaveCount(0);
    },
    recovered: async (page) => {
      await tabBecomesVisible(page);
      await expect(promotion(page)).toBeVisible();
    },
  },
  {
    service: 'promo-overlays',
    serves: 'the overlay promo',
    path: '/',
    promosDue: true,
    calls: '/promo-overlays',
    via: '/news',
    honest: async (page) => {
      await expect(main(page).getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(promotion(page)).toHaveCount(0);
    },
    recovered: async (page) => {
      await tabBecomesVisible(page);
      await expect(promotion(page)).toBeVisible();
    },
  },
  {
    service: 'news-search',
    serves: 'news search',
    path: '/news',
    via: '/videos',
    never: ['No results found'],
    honest: async (page) => {
      const dialog = await searchFor(page, 'cup');
      const alert = dialog.getByRole('alert');
      await expect(alert).toContainText('Search is unavailable', { timeout: E2E_TIMEOUT_FAULT_MS + 3_000 });
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    },
    recovered: async (page) => {
      const dialog = await searchFor(page, 'cup');
      await expect(dialog.getByRole('status')).toContainText(/Displaying 1 - \d+ of \d+ Result\(s\)/);
    },
  },
  {
    service: 'videos',
    serves: 'the video catalogue',
    path: '/videos',
    via: '/news',
    honest: contentError,
    recovered: (page) => expect(main(page).getByRole('article').first()).toBeVisible(),
  },
  {
    service: 'stream',
    serves: 'playback tokens, session and packages (stream service)',
    path: '/videos/video-1034',
    calls: '/stream',
    via: '/news',
    never: ['You must have a pass to access this stream', 'View Packages'],
    honest: async (page) => {
      const alert = main(page).getByRole('alert');
      // within the request timeout: one attempt, not two
      await expect(alert).toContainText('There was a problem connecting to the video service', {
        timeout: E2E_TIMEOUT_FAULT_MS,
      });
      await expect(alert).toContainText('Please try again in a few minutes');
    },
    recovered: (page) => expect(page.locator('video')).toHaveCount(1),
  },
  {
    service: 'match-data',
    serves: 'fixtures, results and the match centre',
    path: '/matches',
    via: '/news',
    honest: async (page) => {
      // the page's own catalogued message with 'Try again', under its title and team links (not the generic error page)
      await contentError(page);
      await expect(main(page).getByRole('heading', { level: 1, name: 'Fixtures & Results' })).toBeVisible();
      await expect(main(page).getByRole('heading', { level: 1, name: '500 error' })).toHaveCount(0);
    },
    recovered: (page) => expect(main(page).getByRole('article').first()).toBeVisible(),
  },
  {
    service: 'match-data',
    serves: 'the match centre',
    path: liveMatchPath,
    via: '/news',
    honest: async (page) => {
      // the match centre's own catalogued message with 'Try again' (not the generic error page)
      await contentError(page);
      await expect(main(page).getByRole('heading', { level: 1, name: 'Match Centre' })).toBeVisible();
      await expect(main(page).getByRole('heading', { level: 1, name: '500 error' })).toHaveCount(0);
    },
    recovered: (page) => expect(main(page).getByRole('region', { name: 'Key events' })).toBeVisible(),
  },
  {
    service: 'organisations',
    serves: 'teams, squads and players',
    path: '/teams',
    via: '/news',
    honest: contentError,
    recovered: (page) => expect(main(page).getByRole('link', { name: "Men's Team" }).first()).toBeVisible(),
  },
  {
    service: 'loaned',
    serves: 'players out on loan',
    path: '/teams/first-team',
    via: '/news',
    honest: async (page) => {
      // the squad shows; only the loans say they cannot be listed
      await expect(main(page).getByRole('heading', { level: 2, name: 'Goalkeepers' })).toBeVisible();
      await expect(main(page).getByText('Loan information is not available at the moment.')).toBeVisible();
    },
    // the loans service answers again (the seed's loans are over by today's date, so the section is empty and goes)
    recovered: (page) =>
      expect(main(page).getByText('Loan information is not available at the moment.')).toHaveCount(0),
  },
  {
    service: 'analytics',
    serves: 'analytics events',
    path: '/news',
    via: '/videos',
    honest: newsListed,
    recovered: newsListed,
  },
  {
    service: 'sso',
    serves: "single sign-on (a guest's visit)",
    path: '/news',
    via: '/videos',
    honest: async (page) => {
      await newsListed(page);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    },
    recovered: (page) => expect(page.getByRole('button', { name: 'Login' })).toBeVisible(),
  },
];

/** images that finished with no pixels and are not placeholders: what a fan sees as a broken-image icon */
const brokenImages = (page: Page) =>
  page
    .locator('img')
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[])
        .filter((img) => img.complete && img.naturalWidth === 0 && !img.hasAttribute('data-placeholder'))
        .map((img) => img.currentSrc || img.src),
    );

/** the footer's services: asked for once the footer is near the screen */
const footerCalls = new Set(['/sponsors', '/experiments']);

/** resolves once the browser has had an answer (or given up) from the stand-in under `prefix` */
function answered(page: Page, prefix: string): Promise<void> {
  const ours = (url: string) => [standIn, site].some((origin) => url.startsWith(`${origin}${prefix}`));
  return new Promise((resolve) => {
    page.on('response', (r) => {
      if (ours(r.url())) resolve();
    });
    page.on('requestfailed', (r) => {
      if (ours(r.url())) resolve();
    });
  });
}

// One shared stand-in: the faults project runs one case at a time, after every other journey
// (playwright.config.ts); a failing case does not stop the others.
test.afterEach(async () => {
  for (const { service } of matrix) await setFault(service, 'none');
});

for (const row of matrix) {
  for (const kind of kinds) {
    test(`${row.service} ${kind} on ${row.path}: honest, then recovers without a reload`, async ({ page, context }) => {
      await asReturningFan(context, undefined, row.promosDue ? [] : undefined);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const called = row.calls ? answered(page, row.calls) : Promise.resolve();
      await setFault(row.service, kind);

      // a query of its own, per attempt: the site server's page cache never answers for another case,
      // nor a retry with the page the failed attempt rendered once the fault was cleared
      await page.goto(
        `${row.path}${row.path.includes('?') ? '&' : '?'}matrix=${row.service}-${kind}-${test.info().retry}`,
        { waitUntil: 'domcontentloaded' },
      );
      // the footer asks for its sponsors and adverts when it comes near the screen
      if (row.calls && footerCalls.has(row.calls)) await nearFooter(page);
      await called;
      await row.honest(page, kind);
      // never a blank page: the shell and the page's own content are there
      await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
      await expect(main(page)).not.toBeEmpty();
      for (const text of row.never ?? []) await expect(page.getByText(text)).toHaveCount(0);

      await setFault(row.service, 'none');
      // a page whose honest state the server rendered is on screen before its code runs: a click
      // then would load a new document (a reload), not the client-side navigation checked here
      const via = page.getByRole('navigation', { name: 'Primary' }).locator(`a[href="${row.via}"]`);
      await untilHydrated(via);
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });
      const from = page.url();
      await via.click();
      await expect(page).not.toHaveURL(from);
      await page.goBack();
      await expect(page).toHaveURL(from);
      await row.recovered(page);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect(errors).toEqual([]);
    });
  }
}
