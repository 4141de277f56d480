import { screen, waitFor, within } from '@testing-library/react';
import { renderWithServices } from '@test/support/render';
import { createMemoryServices } from '@test/support/memory-services';
import { ViewModels } from '../shared/services/service-tokens';
import { UseCases } from '../shared/services/use-case-tokens';
import { expectNoAxeViolations } from '../shared/testing/render-page';
import { ShellVmProvider } from './shell-context';
import { createShellVm } from './shell-vm';
import { SponsorSection } from './sponsor-section';
import type { SponsorSectionName } from '@core';

function renderSection(name: SponsorSectionName, { childFriendly = false, settingsFail = false } = {}) {
  const services = createMemoryServices();
  if (childFriendly) services.get(ViewModels.interfaceVm).dispatch({ type: 'childFriendly/set', on: true });
  const loadWebSettings = services.get(UseCases.loadWebSettings);
  const vm = createShellVm({
    loadWebSettings: settingsFail
      ? async () => ({ ok: false, error: { code: 'SERVICE.UNAVAILABLE', service: 'web-api' } })
      : loadWebSettings,
    loadMenus: services.get(UseCases.loadMenus),
    loadFooterCommercial: services.get(UseCases.loadFooterCommercial),
  });
  vm.start();
  return {
    vm,
    ...renderWithServices(
      <ShellVmProvider vm={vm}>
        <main>
          <h1>Page</h1>
          <SponsorSection name={name} label="In partnership with" />
        </main>
      </ShellVmProvider>,
      { services },
    ),
  };
}

describe("a page's sponsor section (web settings)", () => {
  it('the fixtures section: its partners in forcedOrder, each a sized logo linking out in a new tab; axe clean', async () => {
    const { container } = renderSection('fixtures-first-team');
    const section = await screen.findByRole('region', { name: 'In partnership with' });
    expect(
      within(section)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Zenith Air', 'Lucky Sevens Bet']);
    expect(within(section).getByRole('link', { name: 'Zenith Air (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    const logo = within(section).getByRole('img', { name: 'Zenith Air' });
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['120', '60']);
    await expectNoAxeViolations(container);
  });

  it('in child-friendly mode the partner not flagged child friendly is gone', async () => {
    renderSection('match-centre-first-team', { childFriendly: true });
    const section = await screen.findByRole('region', { name: 'In partnership with' });
    expect(within(section).getByRole('img', { name: 'Peak Kits' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Zenith Brewery' })).toBeNull();
  });

  it('an inactive section, a section with nobody to show, or settings that failed: nothing at all', async () => {
    const { vm } = renderSection('news-listing');
    await waitFor(() => expect(vm.state.settings).not.toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
    const failed = renderSection('fixtures-first-team', { settingsFail: true });
    await waitFor(() => expect(failed.vm.state.status).toBe('ready'));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
