import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Ports } from '@core';
import { createSystemNotifierMemory } from '@adapters/memory/match-follow/match-follow-memory';
import { createMemoryServices } from '@test/support/memory-services';
import { renderWithServices } from '@test/support/render';
import { expectNoAxeViolations } from '../../../shared/testing/render-page';
import { publishedFeed } from '../testing/published-feed';
import { FollowMatchButton } from './follow-match-button';
import { FollowedMatchAlerts } from './followed-match-alerts';

async function world() {
  const { feed, feed$, startAt, publish } = publishedFeed();
  const notifier = createSystemNotifierMemory({ answer: 'granted' });
  const services = createMemoryServices({ matchFeed: feed, systemNotifier: notifier });
  const detail = await services.get(Ports.matches).match('t1-live');
  if (!detail.ok) throw new Error('no live match');
  startAt(detail.value.match.lastSequence);
  /** the box follows the feed once the match has loaded, and has its first look at the match (the clock's first tick) */
  const followed = async () => {
    await vi.waitFor(() => expect(feed$.observed).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  };
  return { services, notifier, publish, followed, match: detail.value.match };
}

describe('following a match from any page', () => {
  it('alerts goals, a goal taken back and the final score politely, one at a time; notices only after asking, with the tab hidden; never while spoiler-free', async () => {
    const { services, notifier, publish, followed, match } = await world();
    const user = userEvent.setup();
    const { container } = renderWithServices(
      <>
        <FollowMatchButton match={match} />
        <FollowedMatchAlerts />
      </>,
      { services, route: '/news' },
    );
    const follow = screen.getByRole('button', { name: 'Follow this match' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await user.click(follow);
    expect(follow).toHaveAttribute('aria-pressed', 'true');
    const box = await screen.findByRole('region', { name: 'Match alerts' });
    expect(box).toHaveTextContent('Following UZFC v Greywater City');
    const status = within(box).getByRole('status');
    await followed();

    const goal = publish('goal');
    expect(status).toHaveTextContent(/^Goal for UZFC, 40 minutes\. UZFC \d+, Greywater City \d+\.$/);
    publish('var');
    publish('goal', { correction: { sequence: goal, action: 'withdraw' } });
    expect(status).toHaveTextContent(/^Goal disallowed: UZFC, 40 minutes\. /);
    expect(within(box).getAllByRole('status')).toHaveLength(1);
    expect(notifier.shown).toEqual([]);
    await expectNoAxeViolations(container);

    await user.click(within(box).getByRole('button', { name: 'Notify me when this tab is hidden' }));
    expect(notifier.asked).toBe(1);
    expect(await within(box).findByText('Notices on when this tab is hidden')).toBeInTheDocument();
    notifier.hidden = true;
    publish('goal', { side: 'away' });
    expect(notifier.shown).toEqual([
      {
        title: 'UZFC v Greywater City',
        body: expect.stringMatching(/^Goal for Greywater City/),
        tag: 'uzfc-match-t1-live',
      },
    ]);

    // spoiler-free: nothing in the page, nothing on the device
    services.get(Ports.spoilers).write({ spoilerFree: true, revealed: [] });
    publish('goal');
    expect(status).toHaveTextContent('');
    expect(notifier.shown).toHaveLength(1);
    services.get(Ports.spoilers).write({ spoilerFree: false, revealed: [] });

    publish('full-time', { side: null });
    expect(status).toHaveTextContent(/^Full-time: UZFC \d+, Greywater City \d+\.$/);
    await user.click(within(box).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Match alerts' })).toBeNull();
    expect(services.get(Ports.matchFollows).read()).toBeNull();
    expect(follow).toHaveAttribute('aria-pressed', 'false');
  });

  it('a device that allows the notices already (an earlier match): the box offers them for this match, and asks the device nothing', async () => {
    const { feed } = publishedFeed();
    const notifier = createSystemNotifierMemory({ permission: 'granted' });
    const services = createMemoryServices({ matchFeed: feed, systemNotifier: notifier });
    const detail = await services.get(Ports.matches).match('t1-live');
    if (!detail.ok) throw new Error('no live match');
    const user = userEvent.setup();
    renderWithServices(
      <>
        <FollowMatchButton match={detail.value.match} />
        <FollowedMatchAlerts />
      </>,
      { services, route: '/news' },
    );
    await user.click(screen.getByRole('button', { name: 'Follow this match' }));
    const box = await screen.findByRole('region', { name: 'Match alerts' });
    await user.click(within(box).getByRole('button', { name: 'Notify me when this tab is hidden' }));
    expect(await within(box).findByText('Notices on when this tab is hidden')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Notify me when this tab is hidden' })).toBeNull();
    expect(notifier.asked).toBe(0);
  });

  it("on the followed match's own centre the box says nothing of its own (the page announces it)", async () => {
    const { services, publish, followed, match } = await world();
    const user = userEvent.setup();
    renderWithServices(
      <>
        <FollowMatchButton match={match} />
        <FollowedMatchAlerts />
      </>,
      { services, route: '/match/first-team/2025-26/t1-live' },
    );
    await user.click(screen.getByRole('button', { name: 'Follow this match' }));
    const box = await screen.findByRole('region', { name: 'Match alerts' });
    await followed();
    publish('goal');
    expect(within(box).getByRole('status')).toHaveTextContent('');
  });

  it('a match already over when the page opens is no longer followed', async () => {
    const services = createMemoryServices();
    services
      .get(Ports.matchFollows)
      .write({ matchID: 't1-2025-26-05', title: 'UZFC v Somewhere', notifyWhenHidden: false });
    renderWithServices(<FollowedMatchAlerts />, { services, route: '/' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    await vi.waitFor(() => expect(services.get(Ports.matchFollows).read()).toBeNull());
    expect(screen.queryByRole('region', { name: 'Match alerts' })).toBeNull();
  });
});
