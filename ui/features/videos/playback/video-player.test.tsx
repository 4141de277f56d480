import axe from 'axe-core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeHls, installFakeMedia, type FakeMedia } from '../testing/fake-media';
import { VideoPlayer } from './video-player';

const axeClean = async (container: HTMLElement) => {
  const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(r.violations).toEqual([]);
};
const videoOf = (container: HTMLElement) => container.querySelector('video')!;
let fake: FakeMedia;
afterEach(() => {
  cleanup();
  fake.restore();
});

describe('VideoPlayer', () => {
  it('on-demand with native HLS: labelled, keyboard-operable play, mute and seek, no hls.js', async () => {
    fake = installFakeMedia({ nativeHls: true });
    const hls = createFakeHls();
    const user = userEvent.setup();
    const { container } = render(
      <VideoPlayer src="/media/vod.m3u8" title="Highlights: UZFC 2-1 Rovers" live={false} loadHls={hls.load} />,
    );
    const video = videoOf(container);
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/vod.m3u8'));
    expect(hls.instances).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Highlights: UZFC 2-1 Rovers' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading video');

    act(() => fake.loadMetadata(video, 600));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await axeClean(container);

    // keyboard only: Tab to Play, Space plays, the button becomes Pause
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
    await user.keyboard(' ');
    expect(fake.state(video).paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(fake.state(video).paused).toBe(true);

    const mute = screen.getByRole('button', { name: 'Mute' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await user.click(mute);
    expect(fake.state(video).muted).toBe(true);
    expect(mute).toHaveAttribute('aria-pressed', 'true');

    const seek = screen.getByRole('slider', { name: 'Seek' });
    expect(seek).toHaveAttribute('max', '600');
    fireEvent.change(seek, { target: { value: '125' } });
    expect(fake.state(video).currentTime).toBe(125);
    expect(seek).toHaveAttribute('aria-valuetext', '2:05 of 10:00');
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
  });

  it('live without native HLS: loads hls.js, shows Live and no seek slider, destroys hls on unmount', async () => {
    fake = installFakeMedia({ nativeHls: false });
    const hls = createFakeHls();
    const { container, unmount } = render(
      <VideoPlayer src="/media/live.m3u8" title="UZFC v Rovers live" live loadHls={hls.load} />,
    );
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    const instance = hls.instances[0]!;
    expect(instance.source).toBe('/media/live.m3u8');
    expect(instance.media).toBe(videoOf(container));
    act(() => fake.loadMetadata(videoOf(container), Number.POSITIVE_INFINITY));
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    await axeClean(container);
    unmount();
    expect(instance.destroyed).toBe(true);
  });

  it('a fatal stream error shows an alert; Retry destroys the old hls and attaches again', async () => {
    fake = installFakeMedia({ nativeHls: false });
    const hls = createFakeHls();
    const user = userEvent.setup();
    const { container } = render(<VideoPlayer src="/media/live.m3u8" title="Live" live loadHls={hls.load} />);
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    act(() => hls.instances[0]!.raiseFatal());
    expect(screen.getByRole('alert')).toHaveTextContent('could not be played');
    await axeClean(container);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(hls.instances).toHaveLength(2));
    expect(hls.instances[0]!.destroyed).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading video');
  });

  it('a media error, a browser without MSE, or hls.js failing to download all end in the error state', async () => {
    fake = installFakeMedia({ nativeHls: true });
    const { container, unmount } = render(<VideoPlayer src="/a.m3u8" title="A" live={false} />);
    act(() => fake.fail(videoOf(container)));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    unmount();
    fake.restore();

    fake = installFakeMedia({ nativeHls: false });
    const view = render(
      <VideoPlayer src="/b.m3u8" title="B" live={false} loadHls={createFakeHls({ supported: false }).load} />,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    view.unmount();

    render(<VideoPlayer src="/c.m3u8" title="C" live={false} loadHls={() => Promise.reject(new Error('offline'))} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('autoplays only when asked and the fan has not asked for reduced motion', async () => {
    const original = window.matchMedia;
    for (const reduce of [false, true]) {
      fake = installFakeMedia({ nativeHls: true });
      window.matchMedia = ((q: string) => ({
        ...original(q),
        matches: reduce && q.includes('reduce'),
      })) as typeof window.matchMedia;
      const { container, unmount } = render(<VideoPlayer src="/live.m3u8" title="Live" live autoPlay />);
      await waitFor(() => expect(videoOf(container).getAttribute('src')).toBe('/live.m3u8'));
      await act(async () => {});
      expect(fake.state(videoOf(container)).paused).toBe(reduce);
      unmount();
      fake.restore();
    }
    window.matchMedia = original;
    fake = installFakeMedia();
  });

  it('the accessibility settings pause motion: no autoplay, and a video that started on its own stops when it is switched on', async () => {
    fake = installFakeMedia({ nativeHls: true });
    document.documentElement.setAttribute('data-a11y-motion', 'paused');
    const first = render(<VideoPlayer src="/live.m3u8" title="Live" live autoPlay />);
    await waitFor(() => expect(videoOf(first.container).getAttribute('src')).toBe('/live.m3u8'));
    await act(async () => {});
    expect(fake.state(videoOf(first.container)).paused).toBe(true);
    first.unmount();

    document.documentElement.removeAttribute('data-a11y-motion');
    const { container } = render(<VideoPlayer src="/live2.m3u8" title="Live" live autoPlay />);
    await waitFor(() => expect(videoOf(container).getAttribute('src')).toBe('/live2.m3u8'));
    await act(async () => {});
    expect(fake.state(videoOf(container)).paused).toBe(false);
    // the settings panel sets the root element's attribute; the player hears it through a MutationObserver
    await act(async () => {
      document.documentElement.setAttribute('data-a11y-motion', 'paused');
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(fake.state(videoOf(container)).paused).toBe(true);
    await act(async () => {
      document.documentElement.removeAttribute('data-a11y-motion');
    });
  });

  it('a media error is reported (the stream VM fetches a fresh token); the new src re-attaches and resumes on-demand video', async () => {
    fake = installFakeMedia({ nativeHls: true });
    const onMediaError = vi.fn();
    const { container, rerender } = render(
      <VideoPlayer src="/media/vod.m3u8?token=a" title="Highlights" live={false} onMediaError={onMediaError} />,
    );
    const video = videoOf(container);
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/vod.m3u8?token=a'));
    act(() => fake.loadMetadata(video, 600));
    act(() => {
      video.currentTime = 200;
    });
    act(() => fake.fail(video));
    expect(onMediaError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(<VideoPlayer src="/media/vod.m3u8?token=b" title="Highlights" live={false} onMediaError={onMediaError} />);
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/vod.m3u8?token=b'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => fake.loadMetadata(video, 600));
    expect(fake.state(video).currentTime).toBe(200);
  });

  it('an hls.js fatal error is reported too', async () => {
    fake = installFakeMedia({ nativeHls: false });
    const hls = createFakeHls();
    const onMediaError = vi.fn();
    render(<VideoPlayer src="/media/live.m3u8" title="Live" live loadHls={hls.load} onMediaError={onMediaError} />);
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    act(() => hls.instances[0]!.raiseFatal());
    expect(onMediaError).toHaveBeenCalledTimes(1);
  });
});
