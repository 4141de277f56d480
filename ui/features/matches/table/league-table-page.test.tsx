import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryServices } from '@test/support/memory-services';
import { expectNoAxeViolations, renderPage } from '../../../shared/testing/render-page';
import LeagueTablePage, { serverLoad } from './league-table-page';
import type { LeagueTableState } from './league-table-vm';
import { servicesAt } from '../testing/matches-story';

const paths = ['/matches/table', '/matches/table/:team', '/matches/table/:team/:season'];
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('league table page (/matches/table)', () => {
  it("on 27 Nov 2026 shows the first team's 2026/27 table (the service's current season), UZFC marked, the seasons the service holds a pick away; axe clean", async () => {
    const user = userEvent.setup();
    const services = servicesAt(Date.parse('2026-11-27T15:00:00Z'));
    const { container } = renderPage(<LeagueTablePage />, { route: '/matches/table', paths, services });
    await waitFor(() => expect(bodyRows()).toHaveLength(9));
    expect(screen.getByRole('heading', { level: 1, name: 'League table' })).toBeInTheDocument();
    expect(document.title).toBe("League table: Men's Team 2026/27 | UZFC");
    expect(bodyRows().filter((r) => within(r).queryByRole('rowheader', { name: /^UZFC/ }))).toHaveLength(1);
    const picker = screen.getByRole('combobox', { name: 'Season' });
    expect(picker).toHaveValue('2026-27');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026/27', '2025/26']);
    expect(
      within(screen.getByRole('navigation', { name: 'Teams' })).getByRole('link', { name: "Men's Team" }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(container);
    await user.selectOptions(picker, '2025-26');
    await waitFor(() => expect(document.title).toBe("League table: Men's Team 2025/26 | UZFC"));
    await waitFor(() => expect(bodyRows()).toHaveLength(9));
    // last season is over: every team played every other twice (the one abandoned match not counted)
    for (const r of bodyRows())
      expect(Number(within(r).getAllByRole('cell')[1]!.textContent)).toBeGreaterThanOrEqual(15);
  });

  it('the server renders it (readable without JavaScript); an unknown team or a season the service does not hold is a 404', async () => {
    const services = createMemoryServices();
    const answer = (await serverLoad({
      services,
      params: { team: 'women' },
      url: new URL('http://localhost/matches/table/women'),
    })) as { seed: LeagueTableState; head: { title: string } };
    expect(answer.seed.status.kind).toBe('ready');
    expect(answer.seed.standings?.tables[0]?.tallies.length).toBeGreaterThan(0);
    expect(answer.head.title).toMatch(/^League table: Women's Team \d{4}\/\d{2}$/);
    for (const params of [{ team: 'reserves' }, { team: 'women', season: '1999-00' }])
      await expect(
        serverLoad({ services, params, url: new URL('http://localhost/matches/table') }),
      ).rejects.toMatchObject({ init: { status: 404 } });
    renderPage(<LeagueTablePage />, { route: '/matches/table/reserves', paths });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 error');
  });
});
