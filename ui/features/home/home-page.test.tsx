import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site, type NewsSummary } from '@core';
import { ViewModels } from '../../shared/services/service-tokens';
import { expectNoAxeViolations, renderPage } from '../../shared/testing/render-page';
import { allNews, failingServices } from '../../shared/testing/service-controls';

let seeded: NewsSummary[] = [];
beforeAll(async () => {
  seeded = await allNews();
});
import HomePage from './home-page';

const gridCards = () => within(screen.getByRole('list', { name: 'Latest from UZFC' })).getAllByRole('article');

describe('home page', () => {
  it('shows the newest article as the hero, quick links, categories and the latest news', async () => {
    const { container, services } = renderPage(<HomePage />, { route: '/', paths: ['/'] });
    expect(screen.getByRole('heading', { level: 1, name: site.club.name })).toBeInTheDocument();
    const newest = seeded[0]!;
    const hero = await screen.findByRole('region', { name: newest.title });
    expect(within(hero).getByRole('link', { name: newest.title })).toHaveAttribute('href', `/news/${newest.slug}`);
    expect(within(hero).getByRole('img', { name: newest.imageAlt })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('heading', { level: 2, name: 'Latest from UZFC' })).toBeInTheDocument();
    await waitFor(() => expect(gridCards()).toHaveLength(11));
    // the hero is not repeated in the grid
    expect(screen.getAllByRole('link', { name: newest.title })).toHaveLength(1);

    const quick = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(quick).getByRole('link', { name: 'Matches' })).toHaveAttribute('href', '/matches');
    expect(within(quick).getByRole('link', { name: 'UZTV' })).toHaveAttribute('href', '/videos');
    expect(within(quick).getByRole('link', { name: /Buy Tickets/ })).toHaveAttribute(
      'href',
      site.externalLinks.tickets,
    );
    expect(within(quick).getByRole('link', { name: 'Hospitality' })).toBeInTheDocument();
    const chips = screen.getByRole('navigation', { name: 'News categories' });
    expect(within(chips).getByRole('link', { name: 'Academy' })).toHaveAttribute('href', '/category/academy');

    expect(document.title).toBe('Home | UZFC');
    expect(services.get(ViewModels.interfaceVm).state.headerStyle).toBe('transparent-dark');
    await expectNoAxeViolations(container);
  });

  it("'Load more' appends the next articles", async () => {
    const user = userEvent.setup();
    renderPage(<HomePage />, { route: '/', paths: ['/'] });
    await waitFor(() => expect(gridCards()).toHaveLength(11));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(gridCards()).toHaveLength(23));
    expect(screen.getByRole('link', { name: seeded[12]!.title })).toHaveFocus();
  });

  it('a failure shows the catalogued message and Retry restores the page', async () => {
    const user = userEvent.setup();
    const services = failingServices('SERVICE.INVALID_RESPONSE');
    const { container } = renderPage(<HomePage />, { route: '/', paths: ['/'], services });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This content could not be loaded');
    await expectNoAxeViolations(container);
    services.news.failWith(undefined);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(gridCards()).toHaveLength(11));
  });
});
