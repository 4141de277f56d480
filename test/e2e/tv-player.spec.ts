import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { asReturningFan } from './support/quiet-visit';
import { untilHydrated } from './support/hydrated';
import { currentTime, expectAdvancing, expectPlayingOn, fanWith } from './support/player';
import { setEntitlements } from './support/stream-direct';
import { newFan, registerThroughPortal } from './support/accounts';
import { memoryPromos } from '../../adapters/memory/seed';
import { e2ePorts } from '../../playwright.config';

const memorySite = `http://localhost:${e2ePorts.memorySite}`;

// The UZTV player on the real site, its HTTP adapters and the stand-in's media:
// rewind and back to live, quality and captions; key moments on the in-memory site (below). The
// journeys' stand-in replays the live match at 12 match minutes a minute (scripts/e2e-server.ts).
test.beforeEach(async ({ context }) => {
  await asReturningFan(context);
  await context.setExtraHTTPHeaders({ 'x-viewer-country': 'US' });
});

test('a fan rewinds the live match, pauses and resumes where they paused, goes back to live, and watches from kick-off', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await fanWith(page, '/videos', ['uztv-live']);
  await page.goto('/live');
  const player = page.getByRole('region', { name: 'UZFC v Lowfield Rovers' });
  const video = player.locator('video');
  await expectAdvancing(video);
  const live = player.getByRole('button', { name: 'Live' });
  await expect(live).toHaveAttribute('aria-disabled', 'true');
  await expect(live).toHaveAccessibleDescription(/You are watching live/);
  // the rewind window: at least half an hour of the stand-in's broadcast
  const seek = player.getByRole('slider', { name: 'Seek' });
  const [min, max] = [Number(await seek.getAttribute('min')), Number(await seek.getAttribute('max'))];
  expect(max - min).toBeGreaterThanOrEqual(29 * 60);

  // rewind by keyboard: Page Down moves the slider a tenth of the window back
  await seek.focus();
  await page.keyboard.press('PageDown');
  const back = player.getByRole('button', { name: 'Back to live' });
  await expect(back).toBeVisible();
  await expect(back).toHaveAccessibleDescription(/behind live/);
  await expect.poll(() => currentTime(video)).toBeLessThan(max - 60);
  await expectPlayingOn(video);
  await expectNoAxeViolations(page, 'live rewound');

  // pause: the picture stays where it was, and Play goes on from there, not from the live edge
  await player.getByRole('button', { name: 'Pause' }).click();
  const paused = await currentTime(video);
  await page.waitForTimeout(2_500);
  expect(await currentTime(video)).toBeCloseTo(paused, 1);
  await player.getByRole('button', { name: 'Play' }).click();
  await expectPlayingOn(video);
  expect(await currentTime(video)).toBeLessThan(paused + 10);

  await back.click();
  await expect(player.getByRole('button', { name: 'Live' })).toHaveAttribute('aria-disabled', 'true');
  await expect(player.getByRole('button', { name: 'Live' })).toBeFocused();
  await expect(player.getByRole('status').filter({ hasText: 'Watching live' })).toBeAttached();
  expect(await currentTime(video)).toBeGreaterThan(max - 30);

  // start-over: the kick-off is inside the window (the stand-in's match started minutes ago)
  await player.getByRole('button', { name: 'Watch from kick-off' }).click();
  await expect(player.getByRole('status').filter({ hasText: 'Playing from kick-off' })).toBeAttached();
  await expect(player.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', /^(1|2)', /);
  await expectPlayingOn(video);
});

// The key moments need a match replayed as a real one is: the journeys' stand-in replays its live match at
// 12 match minutes a minute, while a live video's program date-time runs at one second a second, so each of
// its events (held inside the minute its clock names) lies ahead of the live edge. The in-memory site's live
// match is played in real time, 30 minutes in when it starts (scripts/e2e-server.ts): its goals and cards are
// behind the edge, inside the rewind window, as on a real match day. Its media are the stand-in's own code
// in the site's process, played by the same hls.js; a fan there buys the pass at its checkout.
test('a fan jumps to a key moment of the live match by keyboard and it plays from just before it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await asReturningFan(
    context,
    memorySite,
    memoryPromos(0).map((p) => p.promoID),
  );
  await page.goto(`${memorySite}/live`);
  await registerThroughPortal(page, newFan());
  await page.getByRole('button', { name: 'View Packages' }).first().click();
  await page
    .getByRole('dialog', { name: 'Choose a subscription' })
    .getByRole('link', { name: 'Buy - £9.99 p/m' })
    .click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(`${memorySite}/live`);
  const player = page.getByRole('region', { name: 'UZFC v Lowfield Rovers' });
  const video = player.locator('video');
  await expectAdvancing(video);
  // the moments come from the match feed, mapped through the stream's program date-time
  const moments = player.getByRole('toolbar', { name: 'Key moments' });
  await expect(moments.getByRole('button').first()).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(page, 'live with key moments');
  const first = moments.getByRole('button').first();
  const name = (await first.getAttribute('aria-label')) ?? (await first.textContent()) ?? '';
  await first.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  const before = await currentTime(video);
  await page.keyboard.press('Enter');
  await expect(player.getByRole('status').filter({ hasText: /^Playing from just before: / })).toBeAttached();
  // the fan is now behind live, a few seconds before the moment, and it plays
  await expect(player.getByRole('button', { name: 'Back to live' })).toBeVisible();
  expect(await currentTime(video)).toBeLessThan(before);
  await expectPlayingOn(video);
  expect(name).not.toBe('');
});

test('on an on-demand video a fan turns captions on, picks a quality, and finds both remembered on their next visit', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/videos/browse?duration=short');
  await untilHydrated(page.getByRole('article').filter({ hasText: 'Free' }).first().getByRole('link'));
  await page.getByRole('article').filter({ hasText: 'Free' }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/videos\/video-\d+$/);
  const videoPage = page.url();
  const player = page.locator('section[data-state]');
  const video = player.locator('video');
  await player.getByRole('button', { name: 'Play' }).click();
  await expectAdvancing(video);

  // captions: WebVTT from the stream service, checked like every media request
  const captions = player.getByRole('button', { name: 'Captions' });
  await expect(captions).toHaveAttribute('aria-pressed', 'false');
  await captions.click();
  await expect(captions).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe('showing');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0))
    .toBeGreaterThan(5);

  // quality: Auto, then the lowest rendition by keyboard
  const quality = player.getByRole('button', { name: /^Quality: Auto/ });
  await quality.focus();
  await page.keyboard.press('Enter');
  const menu = player.getByRole('menu', { name: 'Quality' });
  await expect(menu.getByRole('menuitemradio')).toHaveText([/^Auto/, '720p', '360p', '240p']);
  await expectNoAxeViolations(page, 'quality menu open');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(player.getByRole('button', { name: 'Quality: 240p' })).toBeFocused();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 20_000 }).toBe(240);

  // shortcuts while a control has focus: M mutes, the help lists them all
  await page.keyboard.press('m');
  await expect(player.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByText('Captions on or off (on-demand videos)')).toBeVisible();
  await expectNoAxeViolations(page, 'player help');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  // the next visit on this device: captions on and muted, as the fan left them
  await page.goto(videoPage);
  await expect(player.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
  await expect(player.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
  await player.getByRole('button', { name: 'Play' }).click();
  await expectAdvancing(video);
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
});

test('a pass that ends while the fan watches live says the pass ended, with View Packages, not "check your connection"', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const fan = await fanWith(page, '/videos', ['uztv-live']);
  await page.goto('/live');
  const player = page.getByRole('region', { name: 'UZFC v Lowfield Rovers' });
  await expectAdvancing(player.locator('video'));
  // the pass is taken away at the stream service: the next playlist or segment request is refused (403)
  await setEntitlements(fan.email, []);
  const ended = page.getByRole('region', { name: 'Your pass has ended' });
  await expect(ended).toBeVisible({ timeout: 45_000 });
  await expect(ended.getByRole('button', { name: 'View Packages' })).toBeVisible();
  await expect(page.getByText(/check your connection/i)).toHaveCount(0);
  await expectNoAxeViolations(page, 'pass ended while watching');
});

test("a stream address no service knows answers 404 and says Stream not found, once hydrated too; a catalogued video's stream answers 200", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat/i.test(m.text())) errors.push(m.text());
  });
  const response = await page.goto('/stream/video/no-such-stream');
  expect(response?.status()).toBe(404);
  const message = page.getByText(/^Stream not found\. There is no stream at this address/);
  await expect(page.getByRole('heading', { level: 1, name: '404 error' })).toBeVisible();
  await expect(message).toBeVisible();
  await untilHydrated(message);
  await expect(message).toBeVisible();
  await expect(page).toHaveTitle(/Stream not found/);
  await expectNoAxeViolations(page, 'unknown stream');
  expect(errors).toEqual([]);

  expect((await page.goto('/stream/video/video-1001'))?.status()).toBe(200);
  await expect(page.getByText('Stream not found')).toHaveCount(0);
});
