import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ConsentStore, CookieConsent } from '@core';
import { createAnalyticsMemory, createTagManagerMemory } from '@adapters/memory/analytics/analytics-memory';
import { createMemoryServices } from '@test/support/memory-services';
import { ServicesProvider } from '../../shared/services/services-context';
import { ViewModels, type ServiceLocator } from '../../shared/services/service-tokens';
import SiteLayout from '../../app-shell/site-layout';
import CookieConsentContainer from './cookie-consent-container';
import { useAnalytics } from './use-analytics';

const ALL: CookieConsent = { analytics: true, marketing: true, personalisation: true, all: true };
const axeOptions = { rules: { 'color-contrast': { enabled: false } } };

function store(initial: CookieConsent | null): ConsentStore & { writes: CookieConsent[] } {
  let v = initial;
  const s = {
    writes: [] as CookieConsent[],
    read: () => v,
    write: (c: CookieConsent) => {
      v = c;
      s.writes.push(c);
    },
  };
  return s;
}

function Analytics() {
  useAnalytics();
  return null;
}

function renderSite(services: ServiceLocator) {
  return render(
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={['/news']}>
        <Analytics />
        <Routes>
          <Route element={<SiteLayout />}>
            <Route path="news" element={<h1>News page</h1>} />
          </Route>
        </Routes>
        <CookieConsentContainer />
      </MemoryRouter>
    </ServicesProvider>,
  );
}

function world(stored: CookieConsent | null) {
  const consent = store(stored);
  const tagManager = createTagManagerMemory();
  const analytics = createAnalyticsMemory();
  const services = createMemoryServices({ consent, tagManager, analytics });
  return { consent, tagManager, analytics, services, view: renderSite(services) };
}

describe('Cookie settings (footer)', () => {
  it('reopens the cookie choice with focus in it; withdrawing takes effect at once and focus returns to the button', async () => {
    // the head script marked the stored choice before the first paint (the server's copy hides)
    document.documentElement.setAttribute('data-cookies-answered', '');
    const w = world(ALL);
    await waitFor(() => expect(w.services.get(ViewModels.interfaceVm).state.cookiesConsent).toEqual(ALL));
    expect(screen.queryByRole('button', { name: 'Only Essential' })).not.toBeInTheDocument();
    // the stored choice reached the tag manager as a Consent Mode update
    await waitFor(() => expect(w.tagManager.consents.at(-1)?.analytics_storage).toBe('granted'));

    const footer = screen.getByRole('contentinfo');
    const settings = within(footer).getByRole('button', { name: 'Cookie settings' });
    await userEvent.click(settings);
    const title = await screen.findByRole('heading', { name: 'We use cookies' });
    await waitFor(() => expect(title).toHaveFocus());
    // asked for again: the mark that kept the server's copy hidden is lifted
    expect(document.documentElement).not.toHaveAttribute('data-cookies-answered');
    expect((await axe.run(w.view.container, axeOptions)).violations).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Only Essential' }));
    expect(w.consent.writes.at(-1)).toEqual({ analytics: false, marketing: false, personalisation: false, all: false });
    expect(screen.queryByRole('button', { name: 'Only Essential' })).not.toBeInTheDocument();
    await waitFor(() => expect(settings).toHaveFocus());
    expect(w.tagManager.consents.at(-1)).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      personalization_storage: 'denied',
    });
  });

  it('a fan who never accepted is not counted; after Accept All an advert click is', async () => {
    const w = world(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Only Essential' }));
    w.services.get(ViewModels.interfaceVm).dispatch({ type: 'adverts/enable' });
    const adverts = await screen.findByRole('region', { name: 'Advertisements' });
    await userEvent.click(within(adverts).getAllByRole('link')[0]!);
    expect(w.tagManager.events).toEqual([]);
    // Only Essential says what the default says: nothing new is pushed
    expect(w.tagManager.consents).toEqual([]);

    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie settings' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept All Cookies' }));
    await userEvent.click(within(screen.getByRole('region', { name: 'Advertisements' })).getAllByRole('link')[0]!);
    const click = w.tagManager.events.find((e) => e.action === 'advert-click');
    expect(click).toMatchObject({
      action: 'advert-click',
      url: expect.stringMatching(/^\//),
      userAllowTracking: true,
      channel: 'web',
    });
    expect(click?.advertID).toBeTruthy();
  });
});
