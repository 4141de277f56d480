import { expect, test } from '@playwright/test';
import { untilHydrated } from './support/hydrated';
import { asReturningFan } from './support/quiet-visit';
import { replayLiveFrom } from './support/live-match';
import { liveMatchPlan } from '../../protocol/match-data/live-match-seed';

// A followed match's goal as a notice from the device itself, through Chromium's own Notification
// API (the permission granted as a fan's earlier "Allow" would have). The live match is replayed
// from three match minutes before its first goal (15 s of replay), so it runs with the faults.

/** in every page: the notices really shown, and a way to hide the tab */
function recordNoticesAndHideable(): void {
  const w = window as unknown as { __notices: { title: string; body: string }[]; __hideTab: () => void };
  const Real = window.Notification;
  w.__notices = [];
  // the browser's own notification, constructed as the site asks: recorded once it exists
  class Recorded extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      w.__notices.push({ title, body: options?.body ?? '' });
    }
  }
  window.Notification = Recorded;
  // Playwright's Chromium keeps every tab visible (another tab in front changes nothing), so the
  // journey hides the tab as the page reads it: the Page Visibility API's state and its event
  let hidden = false;
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
  w.__hideTab = () => {
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
  };
}

test('a fan following the live match turns notices on and, with the tab hidden, the device shows its next goal', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await asReturningFan(context);
  await context.grantPermissions(['notifications']);
  await context.addInitScript(recordNoticesAndHideable);
  const goal = liveMatchPlan({ startedAtMs: Date.now() }).events.find((e) => !e.correction && e.kind === 'goal')!;
  await replayLiveFrom(goal.offsetMs / 60_000 - 3);

  await page.goto('/match/t1-live?from=notice-journey');
  const follow = page.getByRole('button', { name: 'Follow this match' });
  await untilHydrated(follow);
  await follow.click();
  // on another page, the followed match's box offers the device's notices
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'News' }).first().click();
  const box = page.getByRole('region', { name: 'Match alerts' });
  await box.getByRole('button', { name: 'Notify me when this tab is hidden' }).click();
  await expect(box.getByText('Notices on when this tab is hidden')).toBeVisible();

  await page.evaluate(() => (window as unknown as { __hideTab: () => void }).__hideTab());
  const notices = () =>
    page.evaluate(() => (window as unknown as { __notices: { title: string; body: string }[] }).__notices);
  await expect.poll(async () => (await notices()).length, { timeout: 60_000, intervals: [500] }).toBeGreaterThan(0);
  const [first] = await notices();
  expect(first!.title).toMatch(/^UZFC v /);
  expect(first!.body).toMatch(/^Goal for .+, \d+ minutes, .+\. UZFC \d+, .+ \d+\.$/);
  // the page's own alert says the same, politely
  await expect(box.getByRole('status')).toHaveText(first!.body);
});
