import axe from 'axe-core';
import { composeStories } from '@storybook/react-vite';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { headerVariants, type HeaderSponsor } from '@core';
import { createSponsorMemory } from '@adapters/memory/index';
import { memorySeed } from '@adapters/memory/seed';
import { createMemoryServices } from '@test/support/memory-services';
import { renderWithServices } from '@test/support/render';
import { ServicesProvider } from '../../shared/services/services-context';
import SiteLayout from '../site-layout';
import { useChildFriendlyMode } from '../use-child-friendly-mode';
import * as stories from './header.stories';

const axeOptions = { rules: { 'color-contrast': { enabled: false } } };
const composed = composeStories(stories) as unknown as Record<string, ComponentType>;
const banner = () => screen.getByRole('banner');

describe('header variants', () => {
  it.each(Object.entries(composed))('story %s renders without axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(container).not.toBeEmptyDOMElement();
    const r = await axe.run(document.body, axeOptions);
    expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('shows each of the five variants, with the sections, search and login always reachable by name', () => {
    const seen = new Set<string>();
    for (const name of ['Solid', 'TransparentDark', 'TransparentLight', 'Fixed', 'Reveal']) {
      const Story = composed[name]!;
      render(<Story />);
      seen.add(banner().getAttribute('data-variant') ?? '');
      expect(within(banner()).getByRole('navigation', { name: 'Primary' })).toBeInTheDocument();
      expect(within(banner()).getByRole('button', { name: 'Search' })).toBeInTheDocument();
      expect(within(banner()).getByRole('button', { name: 'Login' })).toBeInTheDocument();
      expect(within(banner()).getByRole('link', { name: 'UZFC home' })).toBeInTheDocument();
      cleanup();
    }
    expect([...seen].sort()).toEqual([...headerVariants].sort());
  });

  it('fixed stays on screen scrolled down; reveal tucks away and leaves the sticky sections bar', () => {
    const { Fixed, RevealHidden } = composed as Record<'Fixed' | 'RevealHidden', ComponentType>;
    render(<Fixed />);
    expect(banner()).toHaveAttribute('data-hidden', 'false');
    expect(screen.queryByRole('navigation', { name: 'Sticky' })).toBeNull();
    cleanup();
    render(<RevealHidden />);
    expect(banner()).toHaveAttribute('data-hidden', 'true');
    expect(screen.getByRole('navigation', { name: 'Sticky' })).toBeInTheDocument();
  });

  it('without the global nav, search and login move into the primary bar', () => {
    const { WithoutGlobalNav } = composed as Record<'WithoutGlobalNav', ComponentType>;
    render(<WithoutGlobalNav />);
    expect(screen.queryByRole('navigation', { name: 'Global' })).toBeNull();
    const primary = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(primary).getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(within(primary).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('header sponsor', () => {
  it("shows the sponsor's logo by name; with none the box stays, empty and hidden from assistive technology", () => {
    const { Solid, NoSponsor } = composed as Record<'Solid' | 'NoSponsor', ComponentType>;
    render(<Solid />);
    const group = screen.getByRole('group', { name: 'Header sponsor' });
    expect(within(group).getByRole('img', { name: 'Partner: Zenith Air' })).toHaveAttribute('width', '96');
    cleanup();
    render(<NoSponsor />);
    expect(screen.queryByRole('group', { name: 'Header sponsor' })).toBeNull();
    expect(screen.getByTestId('header-sponsor-slot')).toHaveAttribute('aria-hidden', 'true');
  });

  it("a logo that cannot be loaded becomes the sponsor's name in the same box", () => {
    const { SponsorLogoFailed } = composed as Record<'SponsorLogoFailed', ComponentType>;
    render(<SponsorLogoFailed />);
    fireEvent.error(screen.getByRole('img', { name: 'Partner: Zenith Air' }));
    const group = screen.getByRole('group', { name: 'Header sponsor' });
    expect(within(group).queryByRole('img')).toBeNull();
    expect(within(group).getByText('Zenith Air')).toBeInTheDocument();
  });

  function Root() {
    useChildFriendlyMode();
    return <Outlet />;
  }
  const renderSite = (route: string, header: HeaderSponsor) => {
    const services = createMemoryServices({ sponsors: createSponsorMemory({ rows: memorySeed.sponsorRows, header }) });
    return render(
      <ServicesProvider services={services}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route element={<Root />}>
              <Route element={<SiteLayout />}>
                <Route path="*" element={<h1>Page</h1>} />
              </Route>
            </Route>
          </Routes>
        </MemoryRouter>
      </ServicesProvider>,
    );
  };

  it('child-friendly mode hides an unflagged header sponsor and keeps a flagged one (commercialForMode)', async () => {
    const bet: HeaderSponsor = { image: 'sponsors/bet', name: 'Beacon Betting', childFriendly: false };
    renderSite('/teams', bet);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Partner: Beacon Betting' })).toBeInTheDocument());
    cleanup();
    renderSite('/teams/u18', bet);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Sponsors' })).toBeInTheDocument());
    expect(screen.queryByRole('group', { name: 'Header sponsor' })).toBeNull();
    cleanup();
    renderSite('/teams/u18', { ...bet, name: 'Kit Co', childFriendly: true });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Partner: Kit Co' })).toBeInTheDocument());
  });
});

describe('the look before the page says', () => {
  it('comes from the address: matches solid, the match centre transparent dark, so the server and the browser agree', () => {
    renderWithServices(<SiteLayout />, { route: '/matches' });
    expect(banner()).toHaveAttribute('data-variant', 'solid');
    cleanup();
    renderWithServices(<SiteLayout />, { route: '/match/first-team/2025-26/m1' });
    expect(banner()).toHaveAttribute('data-variant', 'transparent-dark');
  });
});
