import axe from 'axe-core';
import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryServices } from '@test/support/memory-services';
import { renderWithServices } from '@test/support/render';
import { ViewModels } from '../../shared/services/service-tokens';
import NotificationsContainer from './notifications-container';

const axeOptions = { rules: { 'color-contrast': { enabled: false } } };

function setup() {
  const services = createMemoryServices();
  const ui = services.get(ViewModels.interfaceVm);
  const view = renderWithServices(<NotificationsContainer />, { services });
  return { ...view, ui };
}

// valtio notifies on a microtask: flush it inside act so React re-renders
const flush = () =>
  act(async () => {
    await Promise.resolve();
  });

describe('SuccessToast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the message as a status and closes itself after 4 s', async () => {
    const { ui } = setup();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    ui.dispatch({ type: 'accountNotification/show', message: 'Logged In' });
    await flush();
    expect(screen.getByRole('status')).toHaveTextContent('Logged In');
    await act(async () => {
      vi.advanceTimersByTime(3_999);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    await flush();
    expect(ui.state.accountNotification).toEqual({ display: false, message: '' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a new message restarts the 4 s', async () => {
    const { ui } = setup();
    ui.dispatch({ type: 'accountNotification/show', message: 'Logged Out' });
    await flush();
    await act(async () => {
      vi.advanceTimersByTime(3_000);
    });
    ui.dispatch({ type: 'accountNotification/show', message: 'Logged In' });
    await flush();
    await act(async () => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Logged In');
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    await flush();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes by its close button, and its timer is cleaned up on unmount', async () => {
    const { ui, unmount } = setup();
    ui.dispatch({ type: 'accountNotification/show', message: 'Logged In' });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await flush();
    expect(ui.state.accountNotification.display).toBe(false);
    ui.dispatch({ type: 'accountNotification/show', message: 'Logged Out' });
    await flush();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('ErrorBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const show = async (ui: ReturnType<typeof setup>['ui']) => {
    ui.dispatch({
      type: 'errorNotification/show',
      title: 'There was a problem connecting to the video service',
      message: 'Please try again in a few minutes',
    });
    await flush();
  };

  it('shows title and message in an alert and counts down visibly from 30 s, clearing itself at 30 s', async () => {
    const { ui } = setup();
    await show(ui);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('There was a problem connecting to the video service');
    expect(alert).toHaveTextContent('Please try again in a few minutes');
    // the countdown is outside the alert, so it is not re-announced every second
    expect(alert).not.toHaveTextContent('Closes in');
    expect(screen.getByText('Closes in 30 s')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByText('Closes in 29 s')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(18_000);
    });
    expect(screen.getByText('Closes in 11 s')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(10_999);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(ui.state.errorNotification.display).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    await flush();
    expect(ui.state.errorNotification).toEqual({ display: false, title: '', message: '' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the close button clears it at once, and no timers are left behind', async () => {
    const { ui } = setup();
    await show(ui);
    fireEvent.click(screen.getByRole('button', { name: 'Close error message' }));
    await flush();
    expect(ui.state.errorNotification.display).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('unmounting cleans up its timers', async () => {
    const { ui, unmount } = setup();
    await show(ui);
    expect(vi.getTimerCount()).toBe(2);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('Notifications accessibility', () => {
  it('toast and banner together have no axe violations', async () => {
    const { ui, container } = setup();
    ui.dispatch({ type: 'accountNotification/show', message: 'Logged In' });
    ui.dispatch({
      type: 'errorNotification/show',
      title: 'There was a problem logging in',
      message: 'Please try again in a few minutes',
    });
    await flush();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect((await axe.run(container, axeOptions)).violations).toEqual([]);
  });
});
