import axe from 'axe-core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveUpgradeData, StreamAccessDecision } from '@core';
import { decisions, unknownEntry } from '../testing/stream-decisions';
import { brandedColours, faintColours, upgradeData } from '../testing/upgrade-data';
import { renderWithServices } from '@test/support/render';
import { ViewModels } from '../../../shared/services/service-tokens';
import { StreamLock } from './stream-lock';

const show = (decision: StreamAccessDecision, refreshing = false) => {
  const onViewPackages = vi.fn();
  const onRefreshAccess = vi.fn();
  const view = renderWithServices(
    <StreamLock
      decision={decision}
      onViewPackages={onViewPackages}
      onRefreshAccess={onRefreshAccess}
      refreshing={refreshing}
    />,
  );
  return { ...view, onViewPackages, onRefreshAccess };
};
const axeClean = async (container: HTMLElement) => {
  const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(r.violations).toEqual([]);
};

describe('StreamLock', () => {
  it('a fan without a pass is told why, can view packages and refresh access', async () => {
    const user = userEvent.setup();
    const { container, onViewPackages, onRefreshAccess } = show(decisions.passRequired);
    expect(screen.getByRole('region', { name: 'You must have a pass to access this stream' })).toBeInTheDocument();
    expect(
      screen.getByText('Please view all available passes below or on our subscriptions page.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Packages' }));
    expect(onViewPackages).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Refresh my access' }));
    expect(onRefreshAccess).toHaveBeenCalled();
    await axeClean(container);
  });

  it('a fan holding another pass sees the unsubscribed text as the heading', () => {
    show(decisions.notSubscribed);
    expect(
      screen.getByRole('heading', { name: 'To access this content you must be subscribed to a live package.' }),
    ).toBeInTheDocument();
  });

  it('while refreshing, the button is disabled and the status says so', () => {
    show(decisions.passRequired, true);
    expect(screen.getByRole('button', { name: 'Refresh my access' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access');
  });

  it('a guest gets the restricted-media notice that opens the login prompt', async () => {
    const user = userEvent.setup();
    const { container, services } = show(decisions.loginRequired);
    expect(screen.getByText('To View This Video Please Sign In or Register An Account')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Packages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In Or Register' }));
    expect(services.get(ViewModels.interfaceVm).state.loginPrompt.message).not.toBe('');
    await axeClean(container);
  });

  it('geo and device-limit refusals show their own messages, with no packages button', async () => {
    const geo = show(decisions.geoBlocked);
    expect(screen.getByRole('region', { name: 'UZTV Live is not available in your country' })).toBeInTheDocument();
    expect(screen.getByText(/Live audio commentary is available with an audio subscription/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Packages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh my access' })).not.toBeInTheDocument();
    await axeClean(geo.container);
    geo.unmount();

    show(decisions.deviceLimit);
    expect(screen.getByRole('region', { name: 'Too many devices' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh my access' })).toBeInTheDocument();
  });

  it('a blocked account is told so, with nothing to buy or refresh, and the way to Can I watch?', async () => {
    const { container } = show(decisions.blocked);
    expect(
      screen.getByRole('region', { name: 'Your account has been blocked by an administrator' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Can I watch\?/ })).toHaveAttribute('href', '/videos/can-i-watch');
    await axeClean(container);
  });

  it('a pass that ended while the fan watched says so, with View Packages', async () => {
    const user = userEvent.setup();
    const onViewPackages = vi.fn();
    const { container } = renderWithServices(
      <StreamLock
        decision={decisions.notSubscribed}
        ended
        onViewPackages={onViewPackages}
        onRefreshAccess={() => {}}
      />,
    );
    expect(screen.getByRole('region', { name: 'Your pass has ended' })).toBeInTheDocument();
    expect(screen.queryByText(/check your connection/i)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View Packages' }));
    expect(onViewPackages).toHaveBeenCalled();
    await axeClean(container);
  });

  it('an unknown stream says it is not found, with nothing to retry', () => {
    renderWithServices(<StreamLock decision={unknownEntry} onViewPackages={() => {}} onRefreshAccess={() => {}} />);
    expect(screen.getByRole('region', { name: 'Stream not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  describe('with the live upgrade data', () => {
    const locked = (upgrade: LiveUpgradeData, decision: StreamAccessDecision = decisions.passRequired) => {
      const onViewPackages = vi.fn();
      const view = renderWithServices(
        <StreamLock decision={decision} upgrade={upgrade} onViewPackages={onViewPackages} onRefreshAccess={() => {}} />,
      );
      return { ...view, onViewPackages };
    };
    const lockRegion = () => screen.getByRole('region', { name: 'You must have a pass to access this stream' });

    it('paints its branding colours and names the pass the fan needs', async () => {
      const { container } = locked(
        upgradeData({ brandingColours: brandedColours, entitlementDisplayOverride: 'UZTV Live Monthly Pass' }),
      );
      const region = lockRegion();
      expect(region).toHaveTextContent('Pass needed: UZTV Live Monthly Pass');
      expect(region).toHaveAttribute('data-panel', 'branded');
      expect(region).toHaveAttribute('data-button', 'branded');
      expect(region.style.getPropertyValue('--lock-background')).toBe(brandedColours.background);
      expect(region.style.getPropertyValue('--lock-foreground')).toBe(brandedColours.foreground);
      expect(region.style.getPropertyValue('--lock-button-background')).toBe(brandedColours.buttonBackground);
      await axeClean(container);
    });

    it("keeps the site's own colours when the branding would be too faint to read", () => {
      locked(upgradeData({ brandingColours: faintColours }));
      const region = lockRegion();
      expect(region).toHaveAttribute('data-panel', 'site');
      expect(region).toHaveAttribute('data-button', 'site');
      expect(region.getAttribute('style') ?? '').not.toContain('--lock');
      expect(region).not.toHaveTextContent('Pass needed');
    });

    it("a button link on the payment domain is a 'Buy now' link to that checkout, which brings the fan back here", () => {
      locked(upgradeData({ buttonLink: 'https://stream.uzfc.example/checkout/pkg-live-monthly' }));
      const href = new URL(screen.getByRole('link', { name: 'Buy now' }).getAttribute('href')!);
      expect(`${href.origin}${href.pathname}`).toBe('https://stream.uzfc.example/checkout/pkg-live-monthly');
      const back = new URL(href.searchParams.get('redirect_uri')!);
      expect(back.origin).toBe(location.origin);
      expect(back.searchParams.get('purchase')).toBe('success');
      expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
    });

    it('a button link to another page of the site goes there', () => {
      locked(upgradeData({ buttonText: 'Buy now', buttonLink: '/videos/faqs' }));
      expect(screen.getByRole('link', { name: 'Buy now' })).toHaveAttribute('href', '/videos/faqs');
    });

    it.each(['https://elsewhere.example/pay', 'javascript:alert(1)', '//elsewhere.example', '/videos/sub', ''])(
      'a button link %j opens the packages in place, never another site',
      async (buttonLink) => {
        const user = userEvent.setup();
        const { onViewPackages } = locked(upgradeData({ buttonText: 'Buy now', buttonLink }));
        expect(screen.queryByRole('link', { name: 'Buy now' })).toBeNull();
        await user.click(screen.getByRole('button', { name: 'Buy now' }));
        expect(onViewPackages).toHaveBeenCalled();
      },
    );

    it('an upgrade lock for a fan holding another pass takes the button and branding too; other locks do not', () => {
      const upgrade = upgradeData({ brandingColours: brandedColours, buttonText: 'Buy now' });
      const { unmount } = locked(upgrade, decisions.notSubscribed);
      expect(screen.getByRole('button', { name: 'Buy now' })).toBeInTheDocument();
      expect(screen.getByRole('region')).toHaveAttribute('data-panel', 'branded');
      unmount();
      locked(upgrade, decisions.geoBlocked);
      expect(screen.getByRole('region')).not.toHaveAttribute('data-panel');
      expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
    });
  });

  it('renders nothing when access is granted', () => {
    const { container } = show(decisions.granted);
    expect(container).toBeEmptyDOMElement();
  });
});
