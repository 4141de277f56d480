import { expect, test, type Page } from '@playwright/test';
import { untilHydrated } from './support/hydrated';
import { asReturningFan } from './support/quiet-visit';
import { replayLiveFrom } from './support/live-match';
import { liveMatchPlan } from '../../protocol/match-data/live-match-seed';

// A feed correcting itself, watched as it happens: the stand-in's live match is replayed
// from just before its planted corrections (replayLiveFrom). The replay changes the live match
// for every journey, so these run with the faults, one at a time.

/**
 * The live match's event that its correction of this kind is about, and the match time (from kick-off,
 * breaks included) two match minutes before it: ten seconds of replay for the page to load and hydrate.
 */
function corrected(action: 'withdraw' | 'replace') {
  const { events } = liveMatchPlan({ startedAtMs: Date.now() });
  const correction = events.find((e) => e.correction?.action === action)!;
  const index = correction.correction!.sequence - 1;
  const homeGoalsBefore = events
    .slice(0, index)
    .filter(
      (e) =>
        !e.correction &&
        (((e.kind === 'goal' || e.kind === 'penalty-goal') && e.side === 'home') ||
          (e.kind === 'own-goal' && e.side === 'away')),
    ).length;
  return { replayFrom: events[index]!.offsetMs / 60_000 - 2, homeGoalsBefore };
}

test.beforeEach(async ({ context }) => {
  await asReturningFan(context);
});

/** what the fan sees at one moment: the score, the goals in the key events, the polite announcement */
function seen(page: Page) {
  return page.evaluate(() => {
    const score = document.querySelector('[role="img"][aria-label^="UZFC "]')?.getAttribute('aria-label') ?? '';
    const key = [...document.querySelectorAll('[aria-labelledby="mc-key-events"] li[data-kind]')];
    const goals = key.filter((li) => /goal$/.test(li.getAttribute('data-kind') ?? ''));
    const forHome = goals.filter(
      (li) => (li.getAttribute('data-kind') === 'own-goal') !== (li.getAttribute('data-side') === 'home'),
    ).length;
    const announced = [...document.querySelectorAll('[role="status"][aria-live="polite"]')]
      .map((s) => s.textContent ?? '')
      .filter(Boolean);
    return {
      home: Number(/^UZFC (\d+),/.exec(score)?.[1] ?? -1),
      homeGoalsListed: forHome,
      scorers: goals.map((li) => li.textContent ?? ''),
      varLines: key.filter((li) => li.getAttribute('data-kind') === 'var').map((li) => li.textContent ?? ''),
      announced,
    };
  });
}

test('a goal disallowed after review: the score, the key events and the alerts follow at once, never both states', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { replayFrom, homeGoalsBefore } = corrected('withdraw');
  await replayLiveFrom(replayFrom);
  // a query of its own: a page the site server cached before the replay is not this one
  await page.goto('/match/t1-live?from=correction-journey');
  const follow = page.getByRole('button', { name: 'Follow this match' });
  await untilHydrated(follow);
  await follow.click();
  const moments: Awaited<ReturnType<typeof seen>>[] = [];
  const watch = async (until: (s: Awaited<ReturnType<typeof seen>>) => boolean, what: string) =>
    expect
      .poll(
        async () => {
          const s = await seen(page);
          moments.push(s);
          return until(s);
        },
        { message: what, timeout: 45_000, intervals: [250] },
      )
      .toBe(true);
  await watch((s) => s.home === homeGoalsBefore + 1, 'the goal counts');
  await watch((s) => s.home === homeGoalsBefore && s.varLines.some((l) => /No Goal UZFC/.test(l)), 'VAR takes it back');
  // at every moment the score is what the goals listed add up to: never the old and the new side by side
  for (const m of moments) expect(m.home, JSON.stringify(m)).toBe(m.homeGoalsListed);
  const last = moments[moments.length - 1]!;
  expect(last.announced.join(' ')).toMatch(/Goal disallowed: UZFC, 3\d minutes, .+\. UZFC \d+, Greywater City \d+\./);

  // on another page the followed match's box is there, and says only what stands
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'News' }).first().click();
  const box = page.getByRole('region', { name: 'Match alerts' });
  await expect(box).toContainText('Following UZFC v Greywater City');
  await box.getByRole('button', { name: 'Stop following' }).click();
  await expect(box).toHaveCount(0);
});

test('a scorer corrected: the goal keeps its place and its minute, credited to the new scorer only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await replayLiveFrom(corrected('replace').replayFrom);
  await page.goto('/match/t1-live?from=scorer-journey');
  await untilHydrated(page.getByRole('button', { name: 'Follow this match' }));
  const goalAt47 = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[aria-labelledby="mc-key-events"] li[data-kind="goal"]')]
        .map((li) => li.textContent ?? '')
        .filter((t) => t.startsWith("47'")),
    );
  await expect.poll(goalAt47, { timeout: 30_000 }).toHaveLength(1);
  const before = (await goalAt47())[0]!;
  await expect.poll(async () => (await goalAt47())[0], { timeout: 45_000, intervals: [250] }).not.toBe(before);
  expect(await goalAt47()).toHaveLength(1);
  await expect(page.getByRole('list', { name: 'Commentary, newest first' })).toContainText(
    /Correction: the goal in the 47th minute is credited to /,
  );
});
