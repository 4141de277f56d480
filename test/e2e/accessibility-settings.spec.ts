import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { asReturningFan } from './support/quiet-visit';

test.beforeEach(async ({ context }) => asReturningFan(context));

const a11yAttributes = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.documentElement.attributes]
        .filter((a) => a.name.startsWith('data-a11y-'))
        .map((a) => [a.name, a.value]),
    ),
  );
const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
/** true when nothing sticks out sideways: bigger text reflows instead of being cut off */
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/**
 * Opens the settings with a key. A press before the page's code has hydrated does nothing, so it is
 * repeated until the button says it is expanded, and only until then: the shortcut toggles, and the
 * panel's own code downloads on first use (slow on a loaded machine), so pressing again while it
 * loads would close it.
 */
async function openWith(page: Page, key: 'Alt+Shift+X' | 'Enter') {
  const panel = page.getByRole('dialog', { name: 'Accessibility settings' });
  const button = page.getByRole('button', { name: 'Accessibility', exact: true });
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press(key);
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass();
  await expect(panel).toBeVisible({ timeout: 15_000 });
  return panel;
}
const openWithShortcut = (page: Page) => openWith(page, 'Alt+Shift+X');

/** Tab from the top of the page to the global navigation's Accessibility button (no mouse). */
async function tabToAccessibility(page: Page) {
  const button = page.getByRole('button', { name: 'Accessibility', exact: true });
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    if (await button.evaluate((b) => b === document.activeElement)) return button;
  }
  throw new Error('the Accessibility button is not in the first 12 tab stops');
}

test('a keyboard-only fan raises the text to 200% and turns on high contrast; both survive a reload with no flash; axe stays clean', async ({
  page,
}) => {
  const cspViolations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  expect(await rootFontSize(page)).toBe('16px');

  const button = await tabToAccessibility(page);
  const panel = await openWith(page, 'Enter');
  await expect(panel.getByRole('radio', { name: '100%' })).toBeFocused();
  await expect(panel.getByText(/Open these settings from any page with Alt\+Shift\+X/)).toBeVisible();
  await expectNoAxeViolations(page, 'accessibility settings open');

  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('radio', { name: '200%' })).toBeChecked();
  expect(await rootFontSize(page)).toBe('32px');
  await expectNoAxeViolations(page, 'text at 200%');

  await page.keyboard.press('Tab');
  await expect(panel.getByRole('switch', { name: 'High contrast' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(panel.getByRole('switch', { name: 'High contrast' })).toBeChecked();
  expect(await a11yAttributes(page)).toEqual({ 'data-a11y-text': '200', 'data-a11y-contrast': 'high' });
  // the site's text is black on white now
  expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(0, 0, 0)');
  await expectNoAxeViolations(page, 'high contrast at 200%, panel open');

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await expectNoAxeViolations(page, 'news at 200% in high contrast');
  expect(await noSidewaysScroll(page)).toBe(true);

  // Reload with the site's code blocked: only the head script can have set the attributes,
  // so they were there before the first paint (no flash of the default look)
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  expect(await a11yAttributes(page)).toEqual({ 'data-a11y-text': '200', 'data-a11y-contrast': 'high' });
  expect(await rootFontSize(page)).toBe('32px');
  await page.unroute('**/assets/*.js');

  // and on a normal reload, at the moment the body is first parsed, before any module runs
  await page.addInitScript(() => {
    const seen = window as unknown as { seenAtBody?: string | null };
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      seen.seenAtBody = `${document.documentElement.getAttribute('data-a11y-text')}|${document.documentElement.getAttribute('data-a11y-contrast')}`;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seenAtBody?: string }).seenAtBody)).toBe('200|high');
  await expectNoAxeViolations(page, 'news after reload');
  expect(cspViolations).toEqual([]);

  // the panel remembers too (opened with the shortcut this time)
  await openWithShortcut(page);
  await expect(panel.getByRole('radio', { name: '200%' })).toBeChecked();
  await expect(panel.getByRole('switch', { name: 'High contrast' })).toBeChecked();
});

test('every setting shows on the page and stays axe clean; pause motion stops transitions; reset puts everything back', async ({
  page,
}) => {
  await page.goto('/');
  const panel = await openWithShortcut(page);
  const settings: [string, string, string][] = [
    ['Underline links', 'data-a11y-links', 'underline'],
    ['Readable font', 'data-a11y-font', 'readable'],
    ['Pause motion and autoplay', 'data-a11y-motion', 'paused'],
    ['Reading guide', 'data-a11y-guide', 'on'],
    ['High contrast', 'data-a11y-contrast', 'high'],
  ];
  for (const [name, attribute, value] of settings) {
    await panel.getByRole('switch', { name }).check();
    expect((await a11yAttributes(page))[attribute]).toBe(value);
    await expectNoAxeViolations(page, name);
  }
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Verdana/);
  expect(
    await page.getByRole('banner').evaluate((h) =>
      getComputedStyle(h)
        .transitionDuration.split(', ')
        .every((d) => parseFloat(d) < 0.001),
    ),
  ).toBe(true);
  // the reading guide follows the pointer and is invisible to assistive technology
  await page.mouse.move(200, 300);
  const guide = page.getByTestId('reading-guide');
  await expect(guide).toBeVisible();
  await expect(guide).toHaveAttribute('aria-hidden', 'true');

  await panel.getByRole('button', { name: 'Reset all settings' }).click();
  expect(await a11yAttributes(page)).toEqual({});
  await expect(guide).toBeHidden();
});

test('200% text reflows on a phone-sized screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/news');
  await (await openWithShortcut(page)).getByRole('radio', { name: '200%' }).check();
  await page.keyboard.press('Escape');
  expect(await noSidewaysScroll(page)).toBe(true);
  await expect(page.getByRole('button', { name: 'Accessibility', exact: true })).toBeInViewport();
  await expectNoAxeViolations(page, 'phone at 200%');
});
