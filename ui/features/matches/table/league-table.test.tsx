import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryServices } from '@test/support/memory-services';
import { Ports } from '@core';
import { expectNoAxeViolations, renderPage } from '../../../shared/testing/render-page';
import { control } from '../../../shared/testing/service-controls';
import { LeagueTableHost } from './league-table-host';

const paths = ['/'];
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const clubRow = () => bodyRows().find((r) => within(r).queryByRole('rowheader', { name: /^UZFC/ }))!;

describe('league table', () => {
  it('shows every team with P W D L GF GA GD Pts and form, ranked, the club marked, the live match marked live; axe clean', async () => {
    const { container } = renderPage(<LeagueTableHost teamID="t1" season="2025-26" variant="full" />, {
      route: '/',
      paths,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the table');
    await waitFor(() => expect(bodyRows()).toHaveLength(9));
    expect(screen.getByRole('heading', { level: 2, name: 'Northern Premier Division' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.querySelector('abbr')?.getAttribute('title') ?? h.textContent);
    expect(headers).toEqual([
      'Position',
      'Club',
      'Played',
      'Won',
      'Drawn',
      'Lost',
      'Goals for',
      'Goals against',
      'Goal difference',
      'Points',
      'Last five results, oldest first',
    ]);
    const points = bodyRows().map((r) => Number(within(r).getAllByRole('cell')[8]!.textContent));
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent?.match(/^\d+/)?.[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(clubRow()).toHaveAttribute('data-club', 'true');
    expect(screen.getByText('Data is delayed by 15 minutes')).toBeInTheDocument();
    // the live match (UZFC v Greywater City, 30 minutes in) moves the table once its feed is followed
    await waitFor(() => expect(screen.getByText(/Positions are provisional/)).toBeInTheDocument());
    expect(within(clubRow()).getByText(/playing now/)).toBeInTheDocument();
    const greywater = bodyRows().find((r) => within(r).queryByRole('rowheader', { name: /^Greywater City/ }))!;
    expect(greywater).toHaveAttribute('data-live', 'true');
    expect(bodyRows().filter((r) => r.hasAttribute('data-live'))).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('compact: five rows around the club and a link to the full table', async () => {
    renderPage(
      <LeagueTableHost teamID="t2" season="2024-25" variant="compact" fullTableHref="/matches/table/women/2024-25" />,
      { route: '/', paths },
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(screen.getByRole('heading', { name: "Women's Northern Premier Division table" })).toBeInTheDocument();
    expect(bodyRows().some((r) => within(r).queryByRole('rowheader', { name: /^UZFC Women/ }))).toBe(true);
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Full table' })).toHaveAttribute('href', '/matches/table/women/2024-25');
  });

  it('spoiler-free: the table of results only, nothing marked live (a provisional place would give the score away)', async () => {
    const services = createMemoryServices();
    services.get(Ports.spoilers).write({ spoilerFree: true, revealed: [] });
    renderPage(<LeagueTableHost teamID="t1" season="2025-26" variant="full" />, { route: '/', paths, services });
    await waitFor(() => expect(bodyRows()).toHaveLength(9));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/Positions are provisional/)).toBeNull();
    expect(bodyRows().some((r) => r.hasAttribute('data-live'))).toBe(false);
  });

  it('a failing service is this section’s catalogued message with Try again, which brings the table', async () => {
    const user = userEvent.setup();
    const services = createMemoryServices();
    control(services.get(Ports.matches)).failWith('SERVICE.UNAVAILABLE');
    renderPage(<LeagueTableHost teamID="t1" variant="compact" />, { route: '/', paths, services });
    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('table')).toBeNull();
    control(services.get(Ports.matches)).failWith(undefined);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the service holds no table for the season', async () => {
    renderPage(<LeagueTableHost teamID="t1" season="1999-00" variant="full" />, { route: '/', paths });
    expect(await screen.findByText('There is no table for this season.')).toBeInTheDocument();
  });
});
