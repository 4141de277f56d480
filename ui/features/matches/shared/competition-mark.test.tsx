import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Ports, defaultCompetitionCrests, type CompetitionCrests } from '@core';
import { createMemoryServices } from '@test/support/memory-services';
import { ShellFrame } from '../../../app-shell/testing/shell-frame';
import type { ServiceLocator } from '../../../shared/services/service-tokens';
import { expectNoAxeViolations, renderPage } from '../../../shared/testing/render-page';
import { control, withWebSettings } from '../../../shared/testing/service-controls';
import MatchCentrePage from '../centre/match-centre-page';
import FixturesPage from '../fixtures/fixtures-page';
import { playedLeagueMatchID } from '../testing/played-league-match';

/** the first team's competitions, as the match data names them */
const competitionName = /^(Northern Premier Division|Zenith Challenge Cup|Club Friendly)$/;

const configured = (crests: Partial<CompetitionCrests>) =>
  withWebSettings({ competitionCrests: { ...defaultCompetitionCrests, ...crests } });

const fixtures = (services: ServiceLocator) =>
  renderPage(
    <ShellFrame>
      <FixturesPage />
    </ShellFrame>,
    { route: '/matches', paths: ['/matches'], services },
  );
const rows = (name: 'Fixtures' | 'Results') => within(screen.getByRole('region', { name })).getAllByRole('article');

/** the competition as a crest: an image named for it (its name beside it is for the eye only) */
const crestIn = (row: HTMLElement) => within(row).queryByRole('img', { name: competitionName });
/** the competition as a pill: its name as text a screen reader reads, and no crest */
function expectPill(row: HTMLElement) {
  expect(crestIn(row)).toBeNull();
  const name = within(row).getByText(competitionName);
  expect(name.closest('[aria-hidden="true"]')).toBeNull();
  return name;
}

describe("competition marks as the club's settings say, placement by placement (TEAMS-2)", () => {
  it('the seeded settings: each fixture and result names its competition with a crest; axe clean', async () => {
    const { container } = fixtures(createMemoryServices());
    await waitFor(() => expect(rows('Results').length).toBeGreaterThan(5));
    for (const row of [rows('Fixtures')[0]!, rows('Results')[0]!]) expect(crestIn(row)).toBeInTheDocument();
    const table = await screen.findByRole('heading', { level: 2, name: 'Northern Premier Division table' });
    expect(within(table).getByRole('img', { name: 'Northern Premier Division' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('results as mono pills while fixtures keep their crests', async () => {
    const { container } = fixtures(configured({ results: { type: 'pill', iconVariant: 'mono' } }));
    await waitFor(() => expect(crestIn(rows('Results')[0]!)).toBeNull());
    for (const row of rows('Results')) expect(expectPill(row)).toHaveAttribute('data-variant', 'mono');
    for (const row of rows('Fixtures')) expect(crestIn(row)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("settings that fail leave every placement at the site's default", async () => {
    const services = createMemoryServices();
    control(services.get(Ports.webSettings)).failWith('SERVICE.UNAVAILABLE');
    fixtures(services);
    await waitFor(() => expect(rows('Results').length).toBeGreaterThan(5));
    expect(crestIn(rows('Results')[0]!)).toBeInTheDocument();
    expect(crestIn(rows('Fixtures')[0]!)).toBeInTheDocument();
  });

  it("the league table's heading keeps its name with a crest or a pill", async () => {
    fixtures(configured({ leagueTable: { type: 'pill', iconVariant: 'colour' } }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Northern Premier Division table' });
    await waitFor(() => expect(within(heading).queryByRole('img')).toBeNull());
    expect(within(heading).getByText('Northern Premier Division')).not.toHaveAttribute('data-variant');
  });

  it("the match centre's header: the default pill, or a crest named for the competition", async () => {
    const id = await playedLeagueMatchID();
    const centre = (services: ServiceLocator) =>
      renderPage(
        <ShellFrame>
          <MatchCentrePage />
        </ShellFrame>,
        { route: `/match/first-team/2025-26/${id}`, paths: ['/match/:team?/:season?/:matchID?'], services },
      );
    const pill = centre(createMemoryServices());
    const header = () => screen.getByRole('banner', { hidden: false });
    await screen.findByRole('heading', { level: 1, name: /v/ });
    expect(expectPill(header())).toHaveAttribute('data-kind', 'league');
    pill.unmount();

    const crest = centre(configured({ matchCentre: { type: 'crest', iconVariant: 'mono' } }));
    await screen.findByRole('heading', { level: 1, name: /v/ });
    await waitFor(() => expect(crestIn(header())).toBeInTheDocument());
    await expectNoAxeViolations(crest.container);
  });
});
