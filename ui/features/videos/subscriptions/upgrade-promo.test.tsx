import axe from 'axe-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@test/support/render';
import { ViewModels } from '../../../shared/services/service-tokens';
import { withWebSettings } from '../../../shared/testing/service-controls';
import { ShellFrame } from '../../../app-shell/testing/shell-frame';
import { UpgradePromo } from './upgrade-promo';
import UpgradePromoOverlay from './upgrade-promo-overlay';

describe('UpgradePromo', () => {
  it('shows the upgrade notice in a modal; View Packages learns more, Close and Escape dismiss', async () => {
    const user = userEvent.setup();
    const onLearnMore = vi.fn();
    const onClose = vi.fn();
    const { container } = render(<UpgradePromo onLearnMore={onLearnMore} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'UZTV Live' });
    expect(dialog).toHaveAccessibleDescription('To access this content you must be subscribed to a UZTV Live package.');
    const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations).toEqual([]);
    expect(screen.getByRole('button', { name: 'View Packages' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLearnMore).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('UpgradePromoOverlay', () => {
  it("says the web settings' upgrade notice: its title names the dialog, its text describes it", async () => {
    const upgradeNotice = { title: 'Go Live with UZTV', text: 'Pick a UZTV Live pass to watch this.' };
    const services = withWebSettings({ upgradeNotice });
    services.get(ViewModels.interfaceVm).dispatch({ type: 'upgradePromo/open' });
    const { container } = renderWithServices(
      <ShellFrame>
        <UpgradePromoOverlay />
      </ShellFrame>,
      { services },
    );
    const dialog = await screen.findByRole('dialog', { name: upgradeNotice.title });
    expect(dialog).toHaveAccessibleDescription(upgradeNotice.text);
    expect(screen.getByRole('heading', { level: 2, name: upgradeNotice.title })).toBeInTheDocument();
    const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations).toEqual([]);
  });
});
