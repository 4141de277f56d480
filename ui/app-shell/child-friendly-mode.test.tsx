import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { isChildFriendlyPage, type AdvertPort, type SponsorPort } from '@core';
import { createAdvertMemory, createSponsorMemory } from '@adapters/memory/index';
import { createMemoryServices } from '@test/support/memory-services';
import { ServicesProvider } from '../shared/services/services-context';
import { ViewModels, type ServiceLocator } from '../shared/services/service-tokens';
import { PageTeam } from '../shared/components/page-team';
import SiteLayout from './site-layout';
import { useChildFriendlyMode } from './use-child-friendly-mode';

// the seed's unflagged sponsor and advert, and a flagged sponsor
const UNFLAGGED = ['Lucky Sevens Bet', 'Zenith Brewery', 'Lucky Sevens odds'];

function Root() {
  useChildFriendlyMode();
  return <Outlet />;
}

function Page({ name }: { readonly name: string }) {
  return (
    <>
      <h1>{name}</h1>
      <Link to="/teams/u18">Go to the U18</Link>
      <Link to="/teams">Go to all teams</Link>
    </>
  );
}

/** counts the footer requests each port gets */
function counted(services: ServiceLocator) {
  const sponsors = createSponsorMemory();
  const adverts = createAdvertMemory();
  const calls = { rows: 0, adverts: 0 };
  const s: SponsorPort = {
    ...sponsors,
    footerRows: () => {
      calls.rows++;
      return sponsors.footerRows();
    },
  };
  const a: AdvertPort = {
    ...adverts,
    footerAdverts: () => {
      calls.adverts++;
      return adverts.footerAdverts();
    },
  };
  void services;
  return { calls, sponsors: s, adverts: a };
}

function renderSite(route: string) {
  const probe = counted(createMemoryServices());
  const services = createMemoryServices({ sponsors: probe.sponsors, adverts: probe.adverts });
  const result = render(
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route element={<Root />}>
            <Route element={<SiteLayout />}>
              <Route path="teams" element={<Page name="Teams" />} />
              <Route path="teams/:team" element={<Page name="Team" />} />
              <Route path="academy" element={<Page name="Academy" />} />
              <Route
                path="players/:player"
                element={
                  <>
                    <Page name="Player" />
                    <PageTeam teamId="t4" />
                  </>
                }
              />
              <Route
                path="junior-supporters"
                element={
                  <>
                    <Page name="Junior supporters" />
                    <PageTeam teamId={null} childFriendly />
                  </>
                }
              />
              <Route path="*" element={<Page name="Other" />} />
            </Route>
          </Route>
        </Routes>
      </MemoryRouter>
    </ServicesProvider>,
  );
  return { ...result, services, calls: probe.calls };
}

const shown = (name: string) => screen.queryByRole('img', { name }) !== null;
const imgSources = () => [...document.querySelectorAll('img')].map((i) => i.getAttribute('src') ?? '');

describe('child-friendly mode (one root hook, every commercial surface through commercialForMode)', () => {
  // the whole site renders per test: on a loaded 2-core machine a second was once too short
  beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
  afterAll(() => configure({ asyncUtilTimeout: 1_000 }));

  it('on /teams the unflagged sponsor shows; on the U18 squad it is gone with its image never requested', async () => {
    renderSite('/teams');
    await waitFor(() => expect(shown('Lucky Sevens Bet')).toBe(true));
    cleanup();
    const { services, calls } = renderSite('/teams/u18');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Sponsors' })).toBeInTheDocument());
    expect(services.get(ViewModels.interfaceVm).state.childFriendly).toBe(true);
    for (const name of UNFLAGGED) expect(shown(name)).toBe(false);
    expect(imgSources().some((src) => src.includes('lucky-sevens') || src.includes('zenith-brewery'))).toBe(false);
    // one footer load, already for the child-friendly mode
    expect(calls).toEqual({ rows: 1, adverts: 1 });
  });

  it('a content page whose middleware asks for it is child friendly: the unflagged sponsors are gone', async () => {
    const { services } = renderSite('/junior-supporters');
    await waitFor(() => expect(services.get(ViewModels.interfaceVm).state.childFriendly).toBe(true));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Sponsors' })).toBeInTheDocument());
    for (const name of UNFLAGGED) expect(shown(name)).toBe(false);
  });

  it('navigating into and out of a child-friendly page re-filters the footer', async () => {
    const user = userEvent.setup();
    const { services } = renderSite('/teams');
    await waitFor(() => expect(shown('Lucky Sevens Bet')).toBe(true));
    await user.click(screen.getByRole('link', { name: 'Go to the U18' }));
    await waitFor(() => expect(services.get(ViewModels.interfaceVm).state.childFriendly).toBe(true));
    expect(shown('Lucky Sevens Bet')).toBe(false);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Sponsors' })).toBeInTheDocument());
    expect(shown('Lucky Sevens Bet')).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Go to all teams' }));
    await waitFor(() => expect(shown('Lucky Sevens Bet')).toBe(true));
    expect(services.get(ViewModels.interfaceVm).state.childFriendly).toBe(false);
  });

  it('a page that names its team (a player at /players/:player) turns the mode on for its address', async () => {
    const { services } = renderSite('/players/some-u18-player');
    await waitFor(() => expect(services.get(ViewModels.interfaceVm).state.childFriendly).toBe(true));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Sponsors' })).toBeInTheDocument());
    expect(shown('Lucky Sevens Bet')).toBe(false);
  });

  it('property: on any address the interface flag is the core rule, and no unflagged sponsor or advert is on a child-friendly page', async () => {
    const segment = fc.constantFrom('teams', 'players', 'matches', 'match', 'academy', 'women', 'news', '');
    const slug = fc.constantFrom('u18', 'U21', 'first-team', 'women', '', 'x', 'academy');
    await fc.assert(
      fc.asyncProperty(fc.tuple(segment, slug, fc.constantFrom('', '/p1')), async ([a, b, c]) => {
        const path = `/${[a, b].filter(Boolean).join('/')}${c}`;
        const { services, unmount } = renderSite(path);
        try {
          // the harness's /players/:player page announces the U18 (t4) as its team: one segment
          // after /players, the slug or /p1 (/players/p1 is a player too)
          const playerRoute = a === 'players' && (b !== '') !== (c !== '');
          const expected = isChildFriendlyPage({ path, teamId: playerRoute ? 't4' : null });
          await waitFor(() => expect(services.get(ViewModels.interfaceVm).state.childFriendly).toBe(expected));
          // the flag changes first and the footer reloads for it after: until then the rows on
          // screen are the previous mode's, so the footer is checked until it has caught up
          await waitFor(() => {
            expect(screen.getByRole('region', { name: 'Sponsors' })).toBeInTheDocument();
            if (expected) for (const name of UNFLAGGED) expect(shown(name)).toBe(false);
            else expect(shown('Lucky Sevens Bet')).toBe(true);
          });
        } finally {
          unmount();
          await act(async () => {});
        }
      }),
      { numRuns: 15 },
    );
  }, 180_000);
});
