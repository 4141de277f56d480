import axe from 'axe-core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CookieConsent, ConsentStore } from '../../../core/ports/consent-store.port';
import { createTagManagerMemory } from '@adapters/memory/analytics/analytics-memory';
import { createMemoryServices } from '@test/support/memory-services';
import { renderWithServices } from '@test/support/render';
import { ViewModels } from '../../shared/services/service-tokens';
import CookieConsentContainer from './cookie-consent-container';
import { usePageViewTracking } from './use-page-view-tracking';

const store = (initial: CookieConsent | null = null) => {
  let v = initial;
  const s: ConsentStore & { writes: CookieConsent[] } = {
    writes: [],
    read: () => v,
    write: (c) => {
      v = c;
      s.writes.push(c);
    },
  };
  return s;
};

function Tracker() {
  usePageViewTracking();
  return null;
}

describe('CookieConsent', () => {
  it('shows until chosen; Accept All Cookies stores all true and starts tracking; no axe violations', async () => {
    const consent = store();
    const tagManager = createTagManagerMemory();
    const pageView = vi.spyOn(tagManager, 'pageView');
    const services = createMemoryServices({ consent, tagManager });
    const { container } = renderWithServices(
      <>
        <Tracker />
        <CookieConsentContainer />
      </>,
      { services, route: '/news?tokenpayload=secret&page=2' },
    );
    const region = await screen.findByRole('region');
    expect(screen.getByRole('link', { name: 'Find Out More' })).toHaveAttribute('href', expect.stringMatching(/^\//));
    const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations).toEqual([]);
    expect(region).toBeInTheDocument();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 300));
    });
    expect(pageView).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    expect(consent.writes).toEqual([{ analytics: true, marketing: true, personalisation: true, all: true }]);
    expect(services.get(ViewModels.interfaceVm).state.cookiesConsent.all).toBe(true);
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(pageView).not.toHaveBeenCalled(); // not before the 250 ms delay
    await waitFor(() => expect(pageView).toHaveBeenCalledWith('/news?page=2'));
    // and counted for the analytics service, without the token
    expect(tagManager.events.map((e) => [e.action, e.url])).toEqual([['page-view', '/news?page=2']]);
  });

  it('Only Essential stores every category false', async () => {
    const consent = store();
    const services = createMemoryServices({ consent });
    renderWithServices(<CookieConsentContainer />, { services });
    await userEvent.click(await screen.findByRole('button', { name: 'Only Essential' }));
    expect(consent.writes).toEqual([{ analytics: false, marketing: false, personalisation: false, all: false }]);
    expect(services.get(ViewModels.interfaceVm).state.cookiesConsent.analytics).toBe(false);
  });

  it('with a stored consent shows nothing and restores it', async () => {
    const stored = { analytics: true, marketing: false, personalisation: true, all: false };
    const services = createMemoryServices({ consent: store(stored) });
    renderWithServices(<CookieConsentContainer />, { services });
    await waitFor(() => expect(services.get(ViewModels.interfaceVm).state.cookiesConsent).toEqual(stored));
    expect(screen.queryByRole('button', { name: 'Accept All Cookies' })).not.toBeInTheDocument();
  });
});
