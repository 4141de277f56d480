import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Ports, err, unavailable, type PagesPort, type SponsorPort } from '@core';
import { createMemoryServices } from '@test/support/memory-services';
import { ServicesProvider } from '../shared/services/services-context';
import { ViewModels, type ServiceLocator } from '../shared/services/service-tokens';
import { control } from '../shared/testing/service-controls';
import SiteLayout from './site-layout';
import AppNewsLayout from './app-news-layout';
import { NotFoundPage } from './error/error-page';

const axeOptions = { rules: { 'color-contrast': { enabled: false } } };

function renderSite(services: ServiceLocator = createMemoryServices(), route = '/') {
  const result = render(
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route element={<SiteLayout />}>
            <Route index element={<h1>Home page</h1>} />
            <Route path="news" element={<h1>News page</h1>} />
            <Route path="videos" element={<h1>Videos page</h1>} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path="app/news" element={<AppNewsLayout />}>
            <Route index element={<h1>App news</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ServicesProvider>,
  );
  return { ...result, services };
}

describe('SiteLayout', () => {
  it('renders main after the header, in the same parent, with the page look on the header (the overlay CSS keys on both)', () => {
    // header.module.css pulls main up under a transparent header with `.header[data-style^=transparent] ~ main`
    const followsHeader = () => {
      const banner = screen.getByRole('banner');
      const main = screen.getByRole('main');
      return [
        banner.parentElement === main.parentElement,
        Boolean(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING),
        banner.dataset.style,
      ];
    };
    const home = renderSite(createMemoryServices(), '/');
    expect(followsHeader()).toEqual([true, true, 'transparent-dark']);
    home.unmount();
    renderSite(createMemoryServices(), '/news');
    expect(followsHeader()).toEqual([true, true, 'solid']);
  });

  it('renders skip link, header navs, main and footer, without axe violations', async () => {
    const { container } = renderSite();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    const primary = screen.getByRole('navigation', { name: 'Primary' });
    for (const name of ['News', 'Matches', 'Teams'])
      expect(within(primary).getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Sponsors' })).toBeInTheDocument());
    expect((await axe.run(container, axeOptions)).violations).toEqual([]);
  });

  it('shows footer adverts on club pages but never on the video service pages (hideAdvertsFromVideos)', async () => {
    const news = renderSite(undefined, '/news');
    news.services.get(ViewModels.interfaceVm).dispatch({ type: 'adverts/enable' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Advertisements' })).toBeInTheDocument());
    news.unmount();
    const videos = renderSite(undefined, '/videos');
    videos.services.get(ViewModels.interfaceVm).dispatch({ type: 'adverts/enable' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Sponsors' })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Advertisements' })).not.toBeInTheDocument();
  });

  it('marks the current section with aria-current', async () => {
    renderSite(undefined, '/news');
    const primary = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(primary).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the full-screen menu as a modal, traps focus, closes on Escape and returns focus to the burger', async () => {
    const user = userEvent.setup();
    const { container, services } = renderSite();
    const burger = screen.getByRole('button', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    const dialog = screen.getByRole('dialog', { name: 'Main menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('link', { name: 'Women' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Academy' })).toBeInTheDocument();
    expect(services.get(ViewModels.interfaceVm).state.lockBackground).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    expect((await axe.run(container, axeOptions)).violations).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('search and profile buttons dispatch to interface state', async () => {
    const user = userEvent.setup();
    const { services } = renderSite();
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toHaveAttribute('aria-expanded', 'false');
    await user.click(search);
    expect(services.get(ViewModels.interfaceVm).state.searchOpen).toBe(true);
    expect(search).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(services.get(ViewModels.interfaceVm).state.accountHeaderOpen).toBe(true);
  });

  it('keeps a usable shell when menus and sponsors fail: fallback nav, no sponsors', async () => {
    const failingPages: PagesPort = {
      ...createMemoryServices().get(Ports.pages),
      menus: async () => err(unavailable('web-api')),
    };
    const failingSponsors: SponsorPort = {
      footerRows: async () => err(unavailable('sponsors')),
      headerSponsor: async () => err(unavailable('sponsors')),
    };
    renderSite(createMemoryServices({ pages: failingPages, sponsors: failingSponsors }));
    const primary = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(primary).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Quick Links' })).toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'Sponsors' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('sponsors and adverts heal on their own: a sponsors service that never answers does not hold the adverts, and a failed part is back after a later route change', async () => {
    const user = userEvent.setup();
    const services = createMemoryServices();
    const sponsors = control(services.get(Ports.sponsors));
    const adverts = control(services.get(Ports.adverts));
    adverts.failWith('SERVICE.UNAVAILABLE');
    const held: SponsorPort = { footerRows: () => new Promise(() => {}), headerSponsor: () => new Promise(() => {}) };
    const slow = createMemoryServices({ sponsors: held });
    slow.get(ViewModels.interfaceVm).dispatch({ type: 'adverts/enable' });
    const first = renderSite(slow, '/news');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Advertisements' })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Sponsors' })).toBeNull();
    first.unmount();

    sponsors.failWith('SERVICE.UNAVAILABLE');
    renderSite(services, '/');
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Quick Links' })).toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'Sponsors' })).toBeNull();
    sponsors.failWith(undefined);
    adverts.failWith(undefined);
    await user.click(within(screen.getByRole('navigation', { name: 'Primary' })).getByRole('link', { name: 'News' }));
    expect(await screen.findByRole('heading', { name: 'News page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Sponsors' })).toBeInTheDocument());
    services.get(ViewModels.interfaceVm).dispatch({ type: 'adverts/enable' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Advertisements' })).toBeInTheDocument());
  });

  it('shows the 404 page with Quick Links and sets the solid header', async () => {
    const { services } = renderSite(undefined, '/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: '404 error' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(
      screen.getByText("Sorry, it looks like the page you are looking for isn't available right now."),
    ).toBeInTheDocument();
    const quick = screen.getAllByRole('navigation', { name: 'Quick Links' })[0]!;
    for (const name of ['Home', 'News', 'Matches', 'Teams'])
      expect(within(quick).getByRole('link', { name })).toBeInTheDocument();
    await waitFor(() => expect(services.get(ViewModels.interfaceVm).state.headerStyle).toBe('solid'));
  });
});

describe('AppNewsLayout', () => {
  it('has no header, nav or footer, is noindex and accepts all cookies', async () => {
    const { services } = renderSite(undefined, '/app/news');
    expect(screen.getByRole('heading', { name: 'App news' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await waitFor(() => expect(services.get(ViewModels.interfaceVm).state.cookiesConsent.all).toBe(true));
  });
});
