import axe from 'axe-core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@test/support/render';
import { PackagesModal, type PackagesView } from './packages-modal';
import { hostilePackages } from '../testing/stream-world';

const axeClean = async (container: HTMLElement) => {
  const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(r.violations).toEqual([]);
};
const show = (view: PackagesView, onClose = vi.fn(), onRetry = vi.fn()) => ({
  ...renderWithServices(<PackagesModal view={view} onClose={onClose} onRetry={onRetry} />),
  onClose,
  onRetry,
});

describe('PackagesModal', () => {
  it('lists each plan with its type, sanitised body and buy link to the checkout', async () => {
    const { container } = show({ status: 'ready', plans: hostilePackages });
    const dialog = screen.getByRole('dialog', { name: 'Choose a subscription' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const audio = within(dialog).getByRole('article', { name: 'Seasonal Audio Commentary' });
    expect(within(audio).getByText('Listen')).toBeInTheDocument();
    expect(within(audio).getByRole('link', { name: 'Buy - £45.00' })).toHaveAttribute(
      'href',
      'https://stream.uzfc.example/checkout/pkg-audio-season',
    );
    expect(within(audio).getByText('live audio commentary')).toBeInTheDocument();
    expect(audio.querySelector('script')).toBeNull();
    expect(audio.querySelector('[onerror]')).toBeNull();
    const monthly = screen.getByRole('article', { name: 'UZTV Live Monthly Pass' });
    expect(within(monthly).getByText('Watch')).toBeInTheDocument();
    expect(within(monthly).getByRole('link', { name: 'Buy - £9.99 p/m' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    // the packages list leads to the set-up check too
    expect(
      within(dialog).getByRole('link', { name: 'Can I watch? Check your account, location, devices and connection' }),
    ).toHaveAttribute('href', '/videos/can-i-watch');
    await axeClean(container);
  });

  it('following a Buy link tells the page the fan leaves for the checkout', () => {
    const onBuy = vi.fn();
    renderWithServices(
      <PackagesModal view={{ status: 'ready', plans: hostilePackages }} onClose={vi.fn()} onBuy={onBuy} />,
    );
    document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    fireEvent.click(screen.getByRole('link', { name: 'Buy - £45.00' }));
    expect(onBuy).toHaveBeenCalledTimes(1);
  });

  it('the close icon button has its name; it and Escape close; focus starts inside and stays trapped', async () => {
    const user = userEvent.setup();
    const { onClose } = show({ status: 'ready', plans: hostilePackages.slice(1, 2) });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Buy - £9.99 p/m' })).toHaveFocus();
    await user.tab();
    expect(
      screen.getByRole('link', { name: 'Can I watch? Check your account, location, devices and connection' }),
    ).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('following Can I watch? closes the packages as the fan leaves for the check', () => {
    const { onClose } = show({ status: 'ready', plans: [] });
    fireEvent.click(
      screen.getByRole('link', { name: 'Can I watch? Check your account, location, devices and connection' }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("says 'No packages available' when there are none", async () => {
    const { container } = show({ status: 'ready', plans: [] });
    expect(screen.getByText('No packages available')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await axeClean(container);
  });

  it('shows loading, and a catalogued error with a retry', async () => {
    const loading = show({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading packages');
    await axeClean(loading.container);
    loading.unmount();

    const user = userEvent.setup();
    const failed = show({ status: 'error', error: { code: 'STREAM.CONNECTION_FAILED' } });
    expect(screen.getByRole('alert')).toHaveTextContent('There was a problem connecting to the video service');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.onRetry).toHaveBeenCalled();
    await axeClean(failed.container);
  });
});
