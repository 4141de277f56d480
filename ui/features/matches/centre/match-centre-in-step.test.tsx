import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Ports } from '@core';
import { createMemoryServices } from '@test/support/memory-services';
import { renderPage } from '../../../shared/testing/render-page';
import { publishedFeed } from '../testing/published-feed';
import { screenWide } from '../testing/screen-wide';
import type { MatchVideoProps } from './match-video';
import MatchCentrePage from './match-centre-page';

/** the match's video stands in as its report of where it is on the wall clock (the player's own tests cover that) */
const video: { props: MatchVideoProps | null } = { props: null };
vi.mock('./match-video', () => ({
  default: function FakeMatchVideo(props: MatchVideoProps) {
    video.props = props;
    return <section aria-label="Live video" />;
  },
}));

const paths = ['/match/:team?/:season?/:matchID?'];

const shownScore = () => {
  const [, home, away] = /^UZFC (\d+), Greywater City (\d+)$/.exec(
    screen.getAllByRole('img', { name: /^UZFC \d+, Greywater City \d+$/ })[0]!.getAttribute('aria-label')!,
  )!;
  return { home: Number(home), away: Number(away) };
};
const clubRow = () =>
  within(screen.getByRole('tabpanel', { name: 'Table' }))
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name: /^UZFC/ }))!;
/** the club's goal difference as the compact table shows it (Pos, P, GD, Pts) */
const shownGoalDifference = () =>
  Number(within(clubRow()).getAllByRole('cell')[2]!.textContent!.replace('−', '-').replace('+', ''));

afterEach(() => vi.restoreAllMocks());

describe('the phone-first match centre following the video', () => {
  it("the scoreboard, the clock and the Table's held score follow the video; the actions stay the live feed's", async () => {
    screenWide(false);
    const user = userEvent.setup();
    const { feed, startAt, publish } = publishedFeed();
    const services = createMemoryServices({ matchFeed: feed });
    const detail = await services.get(Ports.matches).match('t1-live');
    if (!detail.ok) throw new Error('no live match');
    const { match } = detail.value;
    startAt(match.lastSequence);
    const standings = await services.get(Ports.matches).standings('t1', match.season);
    if (!standings.ok) throw new Error('no table');
    const club = standings.value.tables[0]!.tallies.find((t) => t.teamID === 'uzfc')!;
    const before = club.goalsFor - club.goalsAgainst;
    renderPage(<MatchCentrePage />, { route: `/match/first-team/${match.season}/t1-live?tab=table`, paths, services });
    await waitFor(() => expect(clubRow()).toHaveAttribute('data-live', 'true'));
    const fromFeed = shownScore();

    await user.click(await screen.findByRole('button', { name: 'Watch Live' }));
    await screen.findByRole('region', { name: 'Live video' });
    // the video plays half a minute into the match: the choice is offered, the feed still shown
    act(() => video.props!.onProgramTime!({ wallMs: Date.parse(match.kickOff) + 30_000, atLiveEdge: false }));
    const follow = screen.getByRole('checkbox', { name: /Follow the video/ });
    expect(shownScore()).toEqual(fromFeed);
    await user.click(follow);
    expect(shownScore()).toEqual({ home: 0, away: 0 });
    expect(screen.getByLabelText("Match clock 1'")).toBeInTheDocument();
    expect(shownGoalDifference()).toBe(before);

    // a goal on the feed the video has not reached: neither the scoreboard nor the table shows it
    publish('goal');
    // the table takes a held score after the render that shows it (an effect, then its view model)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(shownScore()).toEqual({ home: 0, away: 0 });
    expect(shownGoalDifference()).toBe(before);
    // what the fan can do is the live feed's
    expect(screen.getByRole('button', { name: 'Watch Live' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow this match' })).toBeInTheDocument();

    // back to the live feed: its score, the goal included, and the table with it
    await user.click(follow);
    await waitFor(() => expect(shownScore()).toEqual({ home: fromFeed.home + 1, away: fromFeed.away }));
    expect(shownGoalDifference()).toBe(before + fromFeed.home + 1 - fromFeed.away);
  });
});
