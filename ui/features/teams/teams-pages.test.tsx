import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTeamMemory } from '@adapters/memory/team/team-memory';
import { createMemoryServices } from '@test/support/memory-services';
import { ViewModels } from '../../shared/services/service-tokens';
import { UseCases } from '../../shared/services/use-case-tokens';
import { expectNoAxeViolations, renderPage } from '../../shared/testing/render-page';
import TeamsListPage from './teams-list-page';
import TeamPage from './team-page';
import PlayerRoutePage from './player-page';
import WomenPage from './women-page';
import AcademyPage from './academy-page';

const teamPaths = ['/teams/:team'];
const playerPaths = ['/players/:player', '/players/:team/:player'];

async function squadOf(teamSlug: string) {
  const services = createMemoryServices();
  const r = await services.get(UseCases.loadSquad)(teamSlug);
  if (!r.ok || r.value.kind !== 'squad') throw new Error('no squad');
  return r.value;
}

describe('/teams', () => {
  it('lists every team shown on /teams with its page link; solid header; axe clean', async () => {
    const { container, services } = renderPage(<TeamsListPage />, { route: '/teams', paths: ['/teams'] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading teams');
    expect(screen.getByRole('heading', { level: 1, name: 'Teams' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: "Men's Team" })).toHaveAttribute('href', '/teams/first-team');
    expect(screen.getByRole('link', { name: "Women's Team" })).toHaveAttribute('href', '/teams/women');
    expect(screen.getByRole('link', { name: 'U21' })).toHaveAttribute('href', '/teams/u21');
    expect(screen.getByRole('link', { name: 'U18' })).toHaveAttribute('href', '/teams/u18');
    expect(services.get(ViewModels.interfaceVm).state.headerStyle).toBe('solid');
    await expectNoAxeViolations(container);
  });

  it('a team with an external page links out in a new tab', async () => {
    const base = createTeamMemory();
    const list = await base.teams();
    if (!list.ok) throw new Error('teams');
    const external = createTeamMemory({
      teams: list.value.map((t) => (t.id === 't2' ? { ...t, externalTeamPage: 'https://women.example' } : t)),
      squad: () => undefined,
      player: () => undefined,
      loans: () => [],
    });
    renderPage(<TeamsListPage />, {
      route: '/teams',
      paths: ['/teams'],
      services: createMemoryServices({ teams: external }),
    });
    const link = await screen.findByRole('link', { name: /Women's Team/ });
    expect(link).toHaveAttribute('href', 'https://women.example');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('a failing organisations service shows the catalogued error; retry loads the teams', async () => {
    const teams = createTeamMemory();
    teams.failWith('SERVICE.UNAVAILABLE');
    const user = userEvent.setup();
    const { container } = renderPage(<TeamsListPage />, {
      route: '/teams',
      paths: ['/teams'],
      services: createMemoryServices({ teams }),
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    teams.failWith(undefined);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'U18' })).toBeInTheDocument();
  });
});

describe('/teams/:team', () => {
  it('the first team: overview, squad grouped by position with portraits, numbers and positions, staff, loans', async () => {
    const squad = await squadOf('first-team');
    const { container, services } = renderPage(<TeamPage />, { route: '/teams/first-team', paths: teamPaths });
    expect(screen.getByRole('status')).toHaveTextContent('Loading squad');
    expect(await screen.findByRole('heading', { level: 1, name: "Men's Team" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(expect.arrayContaining(['Goalkeepers', 'Defenders', 'Midfielders', 'Forwards', 'Staff']));
    expect(groups.indexOf('Goalkeepers')).toBeLessThan(groups.indexOf('Forwards'));
    const keeper = squad.groups[0]!.players[0]!;
    const link = screen.getByRole('link', { name: `${keeper.firstName} ${keeper.lastName}` });
    expect(link).toHaveAttribute('href', `/players/${keeper.slug}`);
    const card = link.closest('article')!;
    expect(within(card).getByText('Goalkeeper')).toBeInTheDocument();
    expect(card).toHaveTextContent(`Number ${keeper.shirtNumber}`);
    const img = card.querySelector('img')!;
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('loading', 'eager');
    // a card below the fold loads lazily
    const last = squad.groups.at(-1)!.players.at(-1)!;
    expect(
      screen
        .getByRole('link', { name: `${last.firstName} ${last.lastName}` })
        .closest('article')!
        .querySelector('img'),
    ).toHaveAttribute('loading', 'lazy');
    // the loans, from the loaned players and teams service: each linked, with where the loan stands
    const loan = squad.loans![0]!;
    const loans = screen.getByRole('heading', { level: 2, name: 'Out on loan' }).closest('section')!;
    expect(
      within(loans).getByRole('link', { name: `${loan.loan.player.firstName} ${loan.loan.player.lastName}` }),
    ).toHaveAttribute('href', `/players/${loan.loan.player.slug}`);
    expect(loans).toHaveTextContent(`at ${loan.loan.loanedTo} until`);
    expect(services.get(ViewModels.interfaceVm).state.headerStyle).toBe('solid');
    await expectNoAxeViolations(container);
  });

  it('the loans service down: the squad shows, the loans section says it cannot list them', async () => {
    const base = createTeamMemory();
    const teams = {
      ...base,
      loans: async () => ({
        ok: false as const,
        error: { code: 'SERVICE.UNAVAILABLE' as const, service: 'loaned' as const },
      }),
    };
    const { container } = renderPage(<TeamPage />, {
      route: '/teams/first-team',
      paths: teamPaths,
      services: createMemoryServices({ teams }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Goalkeepers' })).toBeInTheDocument();
    const loans = screen.getByRole('heading', { level: 2, name: 'Out on loan' }).closest('section')!;
    expect(loans).toHaveTextContent('Loan information is not available at the moment.');
    await expectNoAxeViolations(container);
  });

  it('the U18: compact cards, no overview, players linked with the team in the address', async () => {
    const squad = await squadOf('u18');
    const { container } = renderPage(<TeamPage />, { route: '/teams/u18', paths: teamPaths });
    expect(await screen.findByRole('heading', { level: 1, name: 'U18' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Overview' })).not.toBeInTheDocument();
    const p = squad.groups[0]!.players[0]!;
    const link = screen.getByRole('link', { name: `${p.firstName} ${p.lastName}` });
    expect(link).toHaveAttribute('href', `/players/u18/${p.slug}`);
    expect(link.closest('article')!.querySelector('img')).toHaveAttribute('width', '64');
    await expectNoAxeViolations(container);
  });

  it('an unknown team is the not-found page', async () => {
    renderPage(<TeamPage />, { route: '/teams/veterans', paths: teamPaths });
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });
});

describe('/players', () => {
  it('a profile: photo, number, position, nationality, birth date and age, height, biography, statistics, recent matches, news', async () => {
    const squad = await squadOf('women');
    const player = squad.groups[1]!.players[0]!;
    const name = `${player.firstName} ${player.lastName}`;
    const { container, services } = renderPage(<PlayerRoutePage />, {
      route: `/players/women/${player.slug}`,
      paths: playerPaths,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading player');
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${name}, portrait` })).toHaveAttribute('width', '320');
    expect(screen.getByText(player.nationality)).toBeInTheDocument();
    expect(screen.getByText(`${player.heightCm} cm`)).toBeInTheDocument();
    expect(screen.getByText(/\(age \d+\)/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Biography' })).toBeInTheDocument();
    const stats = screen.getByRole('list', { name: 'Season statistics' });
    for (const label of ['Appearances', 'Starts', 'Minutes', 'Goals', 'Assists'])
      expect(within(stats).getByText(label)).toBeInTheDocument();
    expect(within(stats).queryByText('Clean sheets')).not.toBeInTheDocument();
    const matches = screen.getByRole('heading', { name: 'Recent matches' }).closest('section')!;
    for (const a of within(matches).queryAllByRole('link'))
      expect(a.getAttribute('href')).toMatch(/^\/match\/women\/2025-26\/[^/]+$/);
    expect(screen.getByRole('link', { name: `Sponsor ${name}` })).toHaveAttribute('href', '/women/player-sponsorship');
    await waitFor(() => expect(screen.queryByText('Loading news')).not.toBeInTheDocument());
    expect(services.get(ViewModels.interfaceVm).state.headerStyle).toBe('transparent-dark');
    await expectNoAxeViolations(container);
  });

  it('a goalkeeper shows clean sheets; a first-team player has no sponsorship link', async () => {
    const squad = await squadOf('first-team');
    const keeper = squad.groups[0]!.players[0]!;
    renderPage(<PlayerRoutePage />, { route: `/players/${keeper.slug}`, paths: playerPaths });
    const stats = await screen.findByRole('list', { name: 'Season statistics' });
    expect(within(stats).getByText('Clean sheets')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Sponsor / })).not.toBeInTheDocument();
  });

  it('tells the shell the team of a player whose address does not name it', async () => {
    const squad = await squadOf('u18');
    const p = squad.groups[0]!.players[0]!;
    const { services } = renderPage(<PlayerRoutePage />, { route: `/players/${p.slug}`, paths: playerPaths });
    await screen.findByRole('heading', { level: 1, name: `${p.firstName} ${p.lastName}` });
    await waitFor(() =>
      expect(services.get(ViewModels.interfaceVm).state.pageTeam).toEqual({ path: `/players/${p.slug}`, teamId: 't4' }),
    );
  });

  it('an unknown player, or a player under another team, is the not-found page', async () => {
    renderPage(<PlayerRoutePage />, { route: '/players/nobody-at-all', paths: playerPaths });
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });

  it('match-data down: the profile stands, statistics and matches show the catalogued error', async () => {
    const squad = await squadOf('first-team');
    const p = squad.groups[1]!.players[0]!;
    const matches = (await import('@adapters/memory/match/memory-match-port')).createMemoryMatchPort();
    matches.failWith('SERVICE.UNAVAILABLE');
    const { container } = renderPage(<PlayerRoutePage />, {
      route: `/players/${p.slug}`,
      paths: playerPaths,
      services: createMemoryServices({ matches }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: `${p.firstName} ${p.lastName}` })).toBeInTheDocument();
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(container);
  });
});

describe('/women and /academy', () => {
  it("/women: the page tree's women page, the team, its fixtures, news and the section links", async () => {
    const { container } = renderPage(<WomenPage />, { route: '/women', paths: ['/women'] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading Women');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Women's Team squad" })).toHaveAttribute('href', '/teams/women');
    expect(screen.getByRole('link', { name: "Women's Team fixtures and results" })).toHaveAttribute(
      'href',
      '/matches/women',
    );
    expect(screen.getAllByRole('link', { name: /programme/i }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /player sponsorship/i }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /tickets/i }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /academy/i }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: "Women's news" })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("/academy: the U21 and U18, academy news and the women's academy", async () => {
    const { container } = renderPage(<AcademyPage />, { route: '/academy', paths: ['/academy'] });
    expect(await screen.findByRole('link', { name: 'U21 squad' })).toHaveAttribute('href', '/teams/u21');
    expect(screen.getByRole('link', { name: 'U18 squad' })).toHaveAttribute('href', '/teams/u18');
    expect(screen.getByRole('link', { name: "The women's academy" })).toHaveAttribute(
      'href',
      '/women/uzfc-women-academy',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Academy news' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('a page-tree failure is the catalogued error with a retry', async () => {
    const { createPagesMemory } = await import('@adapters/memory/index');
    const pages = createPagesMemory(undefined, { fail: 'SERVICE.UNAVAILABLE' });
    renderPage(<AcademyPage />, { route: '/academy', paths: ['/academy'], services: createMemoryServices({ pages }) });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
