import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryServices } from '@test/support/memory-services';
import { ViewModels } from '../../shared/services/service-tokens';
import { contentPaths, expectNoAxeViolations, renderPage } from '../../shared/testing/render-page';
import { failingServices } from '../../shared/testing/service-controls';
import ContentPageRoute from './content-page';

const open = (route: string, services = createMemoryServices()) =>
  renderPage(<ContentPageRoute />, { route, paths: contentPaths, services });

describe('content page', () => {
  it('a Hub page shows its hero, intro and lists its children as tiles', async () => {
    const { container, services } = open('/tickets-membership');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets & Membership' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Fans queue at the turnstiles' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'In this section' });
    expect(within(section).getByRole('link', { name: 'Season Tickets' })).toHaveAttribute(
      'href',
      '/tickets-membership/season-tickets',
    );
    expect(document.title).toBe('Tickets & Membership | UZFC');
    expect(services.get(ViewModels.interfaceVm).state.headerStyle).toBe('transparent-dark');
    await expectNoAxeViolations(container);
  });

  it("a Hub page with a hero loads the first tile's picture at once (on a phone it is in the first screen), the rest when scrolled to", async () => {
    open('/tickets-membership');
    const section = await screen.findByRole('region', { name: 'In this section' });
    // the tiles' pictures are decorative (the titles name them): found by tag
    const firstTile = section.querySelector('img');
    expect(firstTile).toHaveAttribute('loading', 'eager');
    expect(firstTile).not.toHaveAttribute('fetchpriority', 'high'); // the hero keeps the high priority
    const hero = screen.getByRole('img', { name: 'Fans queue at the turnstiles' });
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    const rest = [...document.querySelectorAll('img')].filter((img) => img !== hero && img !== firstTile);
    for (const img of rest) expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('a Hub page without a hero image gets the solid header', async () => {
    const { services } = open('/club');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Club' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'In this section' })).getByRole('link', { name: 'Policies' }),
    ).toBeInTheDocument();
    expect(services.get(ViewModels.interfaceVm).state.headerStyle).toBe('solid');
  });

  it('a Landing page shows the title over the image and every block kind', async () => {
    const { container } = open('/tickets-membership/season-tickets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Season Tickets' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Season 2025/26' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A seating plan of the stadium' })).toBeInTheDocument();
    expect(screen.getByText('Prices vary by stand.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Buy Tickets/ })).toHaveAttribute('target', '_blank');
    const buttons = screen.getByRole('link', { name: /Listen Live/ }).closest('ul')!;
    expect(within(buttons).getAllByRole('link')).toHaveLength(6);
    expect(within(buttons).getByRole('link', { name: 'Hospitality' })).toHaveAttribute('href', '/matchday-hospitality');
    const cards = screen.getByRole('region', { name: 'More ways to watch' });
    expect(within(cards).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('Thirty years in the same seat and I would not change it.')).toBeInTheDocument();
    expect(screen.getByText('Season ticket holder Marion Teale')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('a Default page has breadcrumbs, an h1 and its blocks, five levels deep', async () => {
    const { container } = open('/club/policies/data-protection/archive/2024-statement');
    expect(await screen.findByRole('heading', { level: 1, name: '2024 statement' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'The Club', 'Policies', 'Data protection policy', 'Data protection archive']);
    expect(within(crumbs).getByText('2024 statement')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Summary' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('a page the CMS redirects on the site: the fan lands on its target (client-side, as the server answers 302)', async () => {
    open('/tickets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets & Membership' })).toBeInTheDocument();
  });

  it('a page with the child-friendly middleware tells the shell so (the shell then hides unflagged sponsors)', async () => {
    const { services } = open('/junior-supporters');
    expect(await screen.findByRole('heading', { level: 1, name: 'Junior supporters' })).toBeInTheDocument();
    await waitFor(() =>
      expect(services.get(ViewModels.interfaceVm).state.pageTeam).toEqual({
        path: '/junior-supporters',
        teamId: null,
        childFriendly: true,
      }),
    );
  });

  it('a redirect off the site is ERR_REDIRECT; unknown middleware says its name', async () => {
    open('/partner-offers');
    expect(await screen.findByText('ERR_REDIRECT')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /offers\.partner/ })).toBeNull();
    cleanup();
    const { container } = open('/members-lounge');
    expect(await screen.findByText('Unknown middleware members-only')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('garbage paths and unknown pages are 404s', async () => {
    open('/Club/Policies');
    expect(await screen.findByRole('heading', { level: 1, name: '404 error' })).toBeInTheDocument();
  });

  it('an unknown page is a 404', async () => {
    open('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 error' })).toBeInTheDocument();
  });

  it('a failure shows the catalogued message and Retry restores the page', async () => {
    const user = userEvent.setup();
    const services = failingServices('SERVICE.UNAVAILABLE');
    const { container } = open('/club', services);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This content could not be loaded. Please try again in a few minutes.');
    await expectNoAxeViolations(container);
    services.pages.failWith(undefined);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Club' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
