import axe from 'axe-core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { createFakeHls, installFakeMedia, type FakeMedia } from '../testing/fake-media';
import { AudioPlayerModal, AudioPlayerView } from './audio-player-modal';

const axeClean = async (container: HTMLElement) => {
  const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(r.violations).toEqual([]);
};
let fake: FakeMedia;
beforeEach(() => {
  fake = installFakeMedia({ nativeHls: false });
});
afterEach(() => {
  cleanup();
  fake.restore();
});

describe('AudioPlayerModal', () => {
  it('a non-blocking dialog that starts the commentary; Pause, Play and Close work', async () => {
    const user = userEvent.setup();
    const hls = createFakeHls();
    const onClose = vi.fn();
    const { container } = render(
      <AudioPlayerModal
        title="UZFC v Rovers - Live Commentary"
        src="/audio/live.m3u8"
        onClose={onClose}
        loadHls={hls.load}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'UZFC v Rovers - Live Commentary' });
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Playing'));
    expect(hls.instances[0]!.source).toBe('/audio/live.m3u8');
    expect(dialog).toHaveAttribute('data-state', 'playing');
    await axeClean(container);

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('status')).toHaveTextContent('Paused');
    expect(fake.state(container.querySelector('audio')!).paused).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('status')).toHaveTextContent('Playing');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    screen.getByRole('button', { name: 'Pause' }).focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('a stream failure shows the error box with a support link; hls is destroyed on unmount', async () => {
    const hls = createFakeHls();
    const { container, unmount } = render(
      <AudioPlayerModal title="Live Commentary" src="/audio/live.m3u8" onClose={() => {}} loadHls={hls.load} />,
      { wrapper: MemoryRouter },
    );
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    act(() => hls.instances[0]!.raiseFatal());
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, the audio commentary could not be played.');
    expect(screen.getByRole('link', { name: /support/ })).toHaveAttribute('href', 'mailto:support@uzfc.example');
    // a "cannot play" message: it leads to the set-up check
    expect(
      screen.getByRole('link', { name: 'Can I watch? Check your account, location, devices and connection' }),
    ).toHaveAttribute('href', '/videos/can-i-watch');
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    await axeClean(container);
    unmount();
    expect(hls.instances[0]!.destroyed).toBe(true);
  });

  it('a refused stream (no src) shows the access message in the error box', () => {
    render(
      <AudioPlayerModal
        title="Live Commentary"
        src={null}
        errorMessage="Sorry but you do not have any subscriptions"
        onClose={() => {}}
      />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry but you do not have any subscriptions');
  });

  it('the view shows the paused state with Pause disabled', async () => {
    const { container } = render(
      <AudioPlayerView
        title="Live Commentary"
        state="paused"
        onPlay={() => {}}
        onPause={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Pause' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
    await axeClean(container);
  });
});
