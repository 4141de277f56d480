import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Ports } from '@core';
import { createMemoryServices } from '@test/support/memory-services';
import { expectNoAxeViolations, renderPage } from '../../../shared/testing/render-page';
import { publishedFeed } from '../testing/published-feed';
import { screenWide } from '../testing/screen-wide';
import MatchCentrePage from './match-centre-page';

const paths = ['/match/:team?/:season?/:matchID?'];

/** the live league match with a feed the test publishes, counting every feed opened */
async function liveWorld() {
  const { feed, opened, startAt, publish } = publishedFeed();
  const services = createMemoryServices({ matchFeed: feed });
  const detail = await services.get(Ports.matches).match('t1-live');
  if (!detail.ok) throw new Error('no live match');
  const { match } = detail.value;
  startAt(match.lastSequence);
  const standings = await services.get(Ports.matches).standings('t1', match.season);
  if (!standings.ok) throw new Error('no table');
  const club = standings.value.tables[0]!.tallies.find((t) => t.teamID === 'uzfc')!;
  return { services, match, publish, opened, goalDifferenceBefore: club.goalsFor - club.goalsAgainst };
}

const clubRow = () =>
  within(screen.getByRole('tabpanel', { name: 'Table' }))
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name: /^UZFC/ }))!;
/** the club's goal difference as the compact table shows it (Pos, P, GD, Pts) */
const shownGoalDifference = () =>
  Number(within(clubRow()).getAllByRole('cell')[2]!.textContent!.replace('−', '-').replace('+', ''));
const shownScore = () => {
  const [, home, away] = /^UZFC (\d+), Greywater City (\d+)$/.exec(
    screen.getAllByRole('img', { name: /^UZFC \d+, Greywater City \d+$/ })[0]!.getAttribute('aria-label')!,
  )!;
  return { home: Number(home), away: Number(away) };
};

afterEach(() => vi.restoreAllMocks());

describe("the match centre's Table tab", () => {
  it("a league match: the competition's table around the club, live from the page's own feed, following a disallowed goal at once; axe clean", async () => {
    screenWide(false);
    const { services, match, publish, opened, goalDifferenceBefore } = await liveWorld();
    const { container } = renderPage(<MatchCentrePage />, {
      route: `/match/first-team/${match.season}/t1-live?tab=table`,
      paths,
      services,
    });
    const tab = await screen.findByRole('tab', { name: 'Table' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Table' });
    expect(
      await within(panel).findByRole('heading', { level: 2, name: `${match.competition.name} table` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(clubRow()).toHaveAttribute('data-live', 'true'));
    expect(within(panel).getByText(/Positions are provisional/)).toBeInTheDocument();
    // the table reads the score the page shows: one feed for the match, none of the table's own
    await waitFor(() => expect(opened).toEqual(['t1-live']));
    const follows = () => {
      const { home, away } = shownScore();
      expect(shownGoalDifference()).toBe(goalDifferenceBefore + home - away);
    };
    follows();

    // the score is shown as a transition: once it shows, the table already counts it
    const { home } = shownScore();
    const goal = publish('goal');
    await waitFor(() => expect(shownScore().home).toBe(home + 1));
    follows();
    publish('var');
    publish('goal', { correction: { sequence: goal, action: 'withdraw' } });
    await waitFor(() => expect(shownScore().home).toBe(home));
    follows();
    expect(opened).toEqual(['t1-live']);
    await expectNoAxeViolations(container);
  });

  it('a cup match has no Table tab, and ?tab=table there is the commentary', async () => {
    screenWide(false);
    const services = createMemoryServices();
    const fixtures = await services.get(Ports.matches).fixtures('t1', '2025-26');
    if (!fixtures.ok) throw new Error('no fixtures');
    const cup = fixtures.value.matches.find((m) => m.competition.kind !== 'league' && m.status === 'played')!;
    renderPage(<MatchCentrePage />, { route: `/match/${cup.matchID}?tab=table`, paths, services });
    expect(await screen.findByRole('tab', { name: 'Commentary' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Commentary',
      'Key events',
      'Stats',
      'Line-ups',
    ]);
  });
});
