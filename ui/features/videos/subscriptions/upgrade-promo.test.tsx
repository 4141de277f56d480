import axe from 'axe-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpgradePromo } from './upgrade-promo';

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
