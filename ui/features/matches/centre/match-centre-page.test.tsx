import { Ports } from '@core';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryServices } from '@test/support/memory-services';
import { memoryVideoConfig } from '@adapters/memory/video/video-memory-seed';
import { streamsOfAnotherMatchServices } from '../testing/matches-story';
import { playedLeagueMatchID } from '../testing/played-league-match';
import { ViewModels } from '../../../shared/services/service-tokens';
import { expectNoAxeViolations, renderPage } from '../../../shared/testing/render-page';
import { control } from '../../../shared/testing/service-controls';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { invalidResponse, ok, type MatchPort } from '@core';
import MatchCentrePage, { serverLoad } from './match-centre-page';
import { createMatchCentreVm, type MatchCentreSeed } from './match-centre-vm';

const paths = ['/match/:team?/:season?/:matchID?'];

describe('match centre page', () => {
  it('a result: score and result, line-ups with formation and substitutes, key events, statistics and commentary; transparent-dark header; axe clean', async () => {
    const id = await playedLeagueMatchID();
    const { container, services } = renderPage(<MatchCentrePage />, {
      route: `/match/first-team/2025-26/${id}`,
      paths,
    });
    const h1 = await screen.findByRole('heading', { level: 1, name: /v/ });
    expect(h1.textContent).toMatch(/UZFC/);
    expect((await screen.findAllByText('Full-time')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('img', { name: /\d+, .+ \d+$/ })).toBeInTheDocument());
    const lineups = screen.getByRole('region', { name: 'Line-ups' });
    expect(within(lineups).getAllByText(/^Formation \d(-\d)+$/)).toHaveLength(2);
    expect(within(lineups).getByRole('list', { name: /^UZFC.* starting eleven$/ }).children).toHaveLength(11);
    expect(within(lineups).getByRole('list', { name: /^UZFC.* substitutes$/ }).children.length).toBeGreaterThan(0);
    const key = screen.getByRole('region', { name: 'Key events' });
    expect(within(key).getByText('Full-time')).toBeInTheDocument();
    const stats = screen.getByRole('table', { name: 'Match statistics' });
    for (const row of ['Possession', 'Shots', 'On target', 'Corners', 'Fouls', 'Yellow cards', 'Red cards'])
      expect(within(stats).getByRole('rowheader', { name: row })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Commentary, newest first' })).getAllByRole('listitem').length,
    ).toBeGreaterThan(10);
    // the panels follow the score a task each (the reveal's turns)
    const potm = await screen.findByRole('region', { name: 'Player of the match' });
    expect(within(potm).getByText(/\S+ \S+/, { selector: 'p' })).toBeInTheDocument();
    expect(services.get(ViewModels.interfaceVm).state.headerStyle).toBe('transparent-dark');
    // the data provider's notice, once for the whole match (the league table's own is not repeated)
    await waitFor(() => expect(screen.getByRole('table', { name: /around UZFC/ })).toBeInTheDocument());
    expect(screen.getAllByText('Data is delayed by 15 minutes')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('spoiler-free hides the score, the result and the goals until revealed', async () => {
    const id = await playedLeagueMatchID();
    const user = userEvent.setup();
    renderPage(<MatchCentrePage />, { route: `/match/first-team/2025-26/${id}`, paths });
    await user.click(await screen.findByRole('checkbox', { name: /Spoiler-free/ }));
    expect(screen.queryByRole('img', { name: /\d+, .+ \d+$/ })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Key events' })).queryByText(/^(Goal|Own goal|Penalty goal)$/),
    ).toBeNull();
    expect(screen.queryByRole('region', { name: 'Player of the match' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reveal score' }));
    // what a revealed score unmasks renders as a transition, right after the click
    expect(await screen.findByRole('region', { name: 'Player of the match' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /\d+, .+ \d+$/ })).toBeInTheDocument();
  });

  it('the live match: clock, Watch Live and Listen Live (audio player), pause live updates; unknown match 404', async () => {
    const user = userEvent.setup();
    const { services } = renderPage(<MatchCentrePage />, { route: '/match/first-team/2025-26/t1-live', paths });
    expect(await screen.findByLabelText(/^Match clock \d+'$/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Watch Live' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Listen Live' }));
    await waitFor(() => expect(services.get(ViewModels.interfaceVm).state.audioPlayer.modalOpen).toBe(true));
    const pause = screen.getByRole('button', { name: 'Pause live updates' });
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'Resume live updates' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Watch Live' }));
    expect(services.get(ViewModels.interfaceVm).state.matchCentre.videoOpen).toBe(true);
    expect(await screen.findByRole('region', { name: 'Live video' }, { timeout: 8_000 })).toBeInTheDocument();
  });

  it('an unknown match is a 404', async () => {
    renderPage(<MatchCentrePage />, { route: '/match/first-team/2025-26/nope', paths });
    expect(await screen.findByRole('heading', { level: 1, name: /404 error/ })).toBeInTheDocument();
  });

  it("the live buttons are the match's own: a live match the stream settings do not name offers no 'Watch Live' or 'Listen Live', and its video never opens", async () => {
    const services = streamsOfAnotherMatchServices();
    renderPage(<MatchCentrePage />, { route: '/match/first-team/2025-26/t1-live?watch=live', paths, services });
    expect(await screen.findByLabelText(/^Match clock \d+'$/)).toBeInTheDocument();
    // the stream provider settings have been read (the page asks the same use case)
    await act(async () => {
      await services.get(UseCases.loadVideoConfig)();
    });
    expect(screen.queryByRole('button', { name: 'Watch Live' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Listen Live' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Live video' })).toBeNull();
  });

  it('the match the stream settings name opens its own audio entry', async () => {
    const user = userEvent.setup();
    const { services } = renderPage(<MatchCentrePage />, { route: '/match/first-team/2025-26/t1-live', paths });
    await user.click(await screen.findByRole('button', { name: 'Listen Live' }));
    await waitFor(() =>
      expect(services.get(ViewModels.interfaceVm).state.audioPlayer).toMatchObject({
        modalOpen: true,
        entryID: memoryVideoConfig.live.audioEntryId,
      }),
    );
  });

  it("a failing match-data service: on the server a 500 with the page's own message and 'Try again' (kept until asked); in the page 'Try again' recovers without a reload", async () => {
    const services = createMemoryServices();
    const matches = control(services.get(Ports.matches));
    matches.failWith('SERVICE.UNAVAILABLE');
    const answer = (await serverLoad({
      services,
      params: { matchID: 't1-live' },
      url: new URL('http://localhost/match/t1-live'),
    })) as unknown as { data: { seed: MatchCentreSeed }; init: { status: number } };
    expect(answer.init.status).toBe(500);
    expect(answer.data.seed.status).toMatchObject({ kind: 'error', code: 'SERVICE.UNAVAILABLE' });
    let calls = 0;
    const watchMatch = services.get(UseCases.watchMatch);
    const vm = createMatchCentreVm(
      {
        loadMatch: services.get(UseCases.loadMatch),
        watchMatch: (...a) => {
          calls += 1;
          return watchMatch(...a);
        },
        matchID: 't1-live',
      },
      answer.data.seed,
    );
    const stop = vm.start();
    expect(calls).toBe(0);
    expect(vm.state.status.kind).toBe('error');
    stop();

    const user = userEvent.setup();
    renderPage(<MatchCentrePage />, { route: '/match/first-team/2025-26/t1-live', paths, services });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This content could not be loaded');
    expect(screen.getByRole('heading', { level: 1, name: 'Match Centre' })).toBeInTheDocument();
    matches.failWith(undefined);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Match clock \d+'$/)).toBeInTheDocument();
  });

  it("line-ups that could not be read say so with 'Try again', the rest of the match stands, and Try again brings them", async () => {
    const id = await playedLeagueMatchID();
    const real = createMemoryServices().get(Ports.matches);
    let broken = true;
    const matches: MatchPort = {
      fixtures: (...a) => real.fixtures(...a),
      standings: (...a) => real.standings(...a),
      match: async (matchID) => {
        const r = await real.match(matchID);
        return broken && r.ok ? ok({ ...r.value, lineups: [], lineupsError: invalidResponse('match-data') }) : r;
      },
    };
    const user = userEvent.setup();
    const { container } = renderPage(<MatchCentrePage />, {
      route: `/match/first-team/2025-26/${id}`,
      paths,
      services: createMemoryServices({ matches }),
    });
    const lineups = await screen.findByRole('region', { name: 'Line-ups' });
    const alert = within(lineups).getByRole('alert');
    expect(alert).toHaveTextContent('This content could not be loaded');
    expect(screen.getByRole('table', { name: 'Match statistics' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Commentary, newest first' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /\d+, .+ \d+$/ })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    broken = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(lineups).findByRole('list', { name: /^UZFC.* starting eleven$/ })).toBeInTheDocument();
    expect(within(lineups).queryByRole('alert')).toBeNull();
  });

  it('the statistics: attack momentum per minute in words and as a picture, and each figure with paired bars', async () => {
    renderPage(<MatchCentrePage />, { route: '/match/first-team/2025-26/t1-live', paths });
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    expect(
      within(stats).getByRole('img', { name: /^Attack momentum, 1' to \d+': UZFC on top for \d+ minutes?, / }),
    ).toBeInTheDocument();
    const possession = within(stats).getByRole('row', { name: /Possession/ });
    expect(
      within(possession)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([expect.stringMatching(/^\d+%$/), expect.stringMatching(/^\d+%$/)]);
  });

  it('line-ups on a pitch: both formations drawn, and read as lists with what each player did', async () => {
    const id = await playedLeagueMatchID();
    const { container } = renderPage(<MatchCentrePage />, { route: `/match/first-team/2025-26/${id}`, paths });
    const lineups = await screen.findByRole('region', { name: 'Line-ups' });
    const pitch = container.querySelector('svg[aria-hidden="true"] g[data-side="home"]')?.closest('svg');
    expect(pitch?.querySelectorAll('g[data-side]')).toHaveLength(22);
    const eleven = within(lineups).getByRole('list', { name: /^UZFC.* starting eleven$/ });
    expect(within(eleven).getAllByRole('listitem')).toHaveLength(11);
    // goals, cards and substitutions in words beside the names
    expect(within(lineups).getAllByText(/(goal|booked|sent off|on|off) \d+(\+\d+)?'/).length).toBeGreaterThan(0);
  });
});
