import axe from 'axe-core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePlayerPreferences, type MatchEvent } from '@core';
import { createPlayerPreferencesMemory } from '@adapters/memory/player/player-preferences-memory';
import { createFakeHls, installFakeMedia, type FakeMedia } from '../testing/fake-media';
import { VideoPlayer, type PlayerMatch } from './video-player';

const axeClean = async (container: HTMLElement) => {
  const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(r.violations).toEqual([]);
};
const videoOf = (container: HTMLElement) => container.querySelector('video')!;
const announced = () => document.querySelector('section p[role="status"]')?.textContent ?? '';
let fake: FakeMedia;
afterEach(() => {
  cleanup();
  fake.restore();
});

/** a live match: kick-off at 15:00, a goal at 23' and half-time, on a stream whose position 0 aired at 14:55 */
const KICK_OFF = Date.parse('2026-11-28T15:00:00.000Z');
const STREAM_START = KICK_OFF - 5 * 60_000;
const event = (
  sequence: number,
  kind: MatchEvent['kind'],
  minute: number,
  atMs: number,
  over: Partial<MatchEvent> = {},
) =>
  ({
    sequence,
    matchID: 't1-live',
    kind,
    period: 1,
    minute,
    addedMinute: 0,
    side: 'home',
    playerID: null,
    secondaryPlayerID: null,
    text: kind,
    publishedAt: new Date(atMs).toISOString(),
    possessionHome: null,
    ...over,
  }) as MatchEvent;
const liveMatch: PlayerMatch = {
  timeline: [
    event(1, 'kick-off', 1, KICK_OFF, { side: null }),
    event(2, 'goal', 23, KICK_OFF + 22 * 60_000 + 10_000, { playerID: 'p9' }),
    event(3, 'half-time', 45, KICK_OFF + 46 * 60_000, { side: null, addedMinute: 1 }),
  ],
  kickOffIso: new Date(KICK_OFF).toISOString(),
  teams: { home: 'UZFC', away: 'Lowfield Rovers' },
  names: new Map([['p9', 'Sam Reed']]),
};

describe('VideoPlayer', () => {
  it('on-demand with native HLS: labelled, keyboard-operable play, mute, volume and seek, no hls.js', async () => {
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
    expect(screen.getByText('Loading video')).toBeInTheDocument();

    act(() => fake.loadMetadata(video, 600));
    expect(screen.queryByText('Loading video')).not.toBeInTheDocument();
    await axeClean(container);

    // keyboard only: Tab to the seek slider, then Play; Space plays, the button becomes Pause and keeps focus
    await user.tab();
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveFocus();
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
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '40' } });
    expect(fake.state(video).volume).toBe(0.4);
    expect(fake.state(video).muted).toBe(false);

    const seek = screen.getByRole('slider', { name: 'Seek' });
    expect(seek).toHaveAttribute('max', '600');
    fireEvent.change(seek, { target: { value: '125' } });
    expect(fake.state(video).currentTime).toBe(125);
    expect(seek).toHaveAttribute('aria-valuetext', '2:05 of 10:00');
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    // on demand: no live controls, and no quality menu where the browser picks renditions itself
    expect(screen.queryByRole('button', { name: /live/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Quality/ })).not.toBeInTheDocument();
  });

  it('keyboard shortcuts act while a control has focus: K and Space play, J and L seek 10 s, M mutes, ? opens the help', async () => {
    fake = installFakeMedia({ nativeHls: true });
    const user = userEvent.setup();
    const { container } = render(<VideoPlayer src="/media/vod.m3u8" title="Highlights" live={false} />);
    const video = videoOf(container);
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/vod.m3u8'));
    act(() => fake.loadMetadata(video, 600));
    // not before the player has focus: a single-key shortcut is active only on focus (WCAG 2.1.4)
    await user.keyboard('k');
    expect(fake.state(video).paused).toBe(true);
    screen.getByRole('button', { name: 'Full screen' }).focus();
    await user.keyboard('k');
    expect(fake.state(video).paused).toBe(false);
    await user.keyboard('l');
    await user.keyboard('l');
    expect(fake.state(video).currentTime).toBe(20);
    await user.keyboard('j');
    expect(fake.state(video).currentTime).toBe(10);
    await user.keyboard('{ArrowRight}');
    expect(fake.state(video).currentTime).toBe(20);
    await user.keyboard('m');
    expect(fake.state(video).muted).toBe(true);
    // on the seek slider the arrows are the slider's own
    screen.getByRole('slider', { name: 'Seek' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(fake.state(video).currentTime).not.toBe(10);

    const helpButton = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    helpButton.focus();
    await user.keyboard('?');
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Play or pause')).toBeInTheDocument();
    expect(within(help).getByText('Back 10 seconds')).toBeInTheDocument();
    expect(within(help).getByRole('button', { name: 'Close' })).toHaveFocus();
    await axeClean(container);
    // keys inside the help are not shortcuts; Escape closes it and focus goes back
    await user.keyboard('m');
    expect(fake.state(video).muted).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(helpButton).toHaveFocus();
  });

  it('captions: a button when the video has them, on and off by click or C, remembered with the volume and mute on the device', async () => {
    fake = installFakeMedia({ nativeHls: true });
    const user = userEvent.setup();
    const store = createPlayerPreferencesMemory();
    const preferences = makePlayerPreferences({ store });
    const first = render(
      <VideoPlayer
        src="/media/vod.m3u8"
        captionsSrc="/media/captions.vtt"
        title="Interview"
        live={false}
        preferences={preferences}
      />,
    );
    const video = videoOf(first.container);
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/vod.m3u8'));
    act(() => fake.loadMetadata(video, 420));
    const track = first.container.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/media/captions.vtt');
    expect(video).toHaveAttribute('crossorigin', 'anonymous');
    const captions = screen.getByRole('button', { name: 'Captions' });
    expect(captions).toHaveAttribute('aria-pressed', 'false');
    expect(track.track.mode).toBe('hidden');
    await user.click(captions);
    expect(captions).toHaveAttribute('aria-pressed', 'true');
    expect(track.track.mode).toBe('showing');
    expect(announced()).toBe('Captions on');
    await user.keyboard('c');
    expect(track.track.mode).toBe('hidden');
    await user.keyboard('c');
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '35' } });
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(store.saved).toEqual({ captions: true, volume: 0.35, muted: true, inStep: false });
    first.unmount();

    // the next video on this device starts with the same choices
    const second = render(
      <VideoPlayer src="/media/b.m3u8" captionsSrc="/media/b.vtt" title="B" live={false} preferences={preferences} />,
    );
    const next = videoOf(second.container);
    await waitFor(() => expect(next.getAttribute('src')).toBe('/media/b.m3u8'));
    expect(fake.state(next).volume).toBe(0.35);
    expect(fake.state(next).muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
    expect(second.container.querySelector('track')!.track.mode).toBe('showing');
    // captions that fail to load offer no button
    fireEvent.error(second.container.querySelector('track')!);
    expect(screen.queryByRole('button', { name: 'Captions' })).not.toBeInTheDocument();
  });

  it('quality: Auto and each rendition from the highest, by keyboard, the choice going to hls.js and announced', async () => {
    fake = installFakeMedia({ nativeHls: false });
    const hls = createFakeHls();
    const user = userEvent.setup();
    const { container } = render(
      <VideoPlayer src="/media/vod.m3u8" title="Full match" live={false} loadHls={hls.load} />,
    );
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    const instance = hls.instances[0]!;
    // starts on the rendition the playlist lists first (the lowest), never above the player's size
    expect(instance.config).toMatchObject({ capLevelToPlayerSize: true });
    act(() => {
      fake.loadMetadata(videoOf(container), 900);
      instance.manifest([240, 360, 720]);
    });
    const quality = screen.getByRole('button', { name: 'Quality: Auto 240p' });
    quality.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Quality' });
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((i) => i.textContent),
    ).toEqual(['Auto (240p)', '720p', '360p', '240p']);
    expect(within(menu).getByRole('menuitemradio', { name: 'Auto (240p)' })).toHaveFocus();
    await axeClean(container);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(instance.nextLevel).toBe(2);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quality: 720p' })).toHaveFocus();
    expect(announced()).toBe('Quality: 720p');
    // Escape closes without choosing; Auto gives the choice back to hls.js
    await user.keyboard('{Enter}{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(instance.nextLevel).toBe(2);
    await user.keyboard('{Enter}{Home}{Enter}');
    expect(instance.nextLevel).toBe(-1);
    expect(screen.getByRole('button', { name: 'Quality: Auto 240p' })).toBeInTheDocument();
  });

  it('live: rewind within the window, pause and resume where paused, Back to live, and the Live indicator says which', async () => {
    fake = installFakeMedia({ nativeHls: false });
    const hls = createFakeHls();
    const user = userEvent.setup();
    const { container } = render(
      <VideoPlayer src="/media/live.m3u8" title="UZFC v Rovers live" live loadHls={hls.load} match={liveMatch} />,
    );
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    const instance = hls.instances[0]!;
    const video = videoOf(container);
    // a 50-minute window whose first segment aired at 14:55; the live edge 6 s before its end
    act(() => {
      fake.setLive(video, [0, 3_006], 3_000);
      instance.manifest([240, 360, 720]);
      instance.liveUpdate(0, STREAM_START, 3_000);
    });
    const live = screen.getByRole('button', { name: 'Live' });
    expect(live).toHaveAttribute('aria-disabled', 'true');
    expect(live).toHaveAccessibleDescription(/You are watching live/);
    const seek = screen.getByRole('slider', { name: 'Seek' });
    expect(seek).toHaveAttribute('min', '0');
    expect(seek).toHaveAttribute('max', '3000');
    expect(seek).toHaveAttribute('aria-valuetext', "45+1', live");

    // rewind to the 23rd minute, pause there and play again: from where it was paused
    fireEvent.change(seek, { target: { value: String(27 * 60) } });
    expect(fake.state(video).currentTime).toBe(27 * 60);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(fake.state(video).paused).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(fake.state(video).currentTime).toBe(27 * 60);
    expect(seek).toHaveAttribute('aria-valuetext', "23', 23 min behind live");
    const back = screen.getByRole('button', { name: 'Back to live' });
    expect(back).toBe(live);
    expect(back).toHaveAccessibleDescription(/23'.*23 min behind live/);
    await axeClean(container);
    await user.click(back);
    expect(fake.state(video).currentTime).toBe(3_000);
    expect(screen.getByRole('button', { name: 'Live' })).toHaveFocus();
    expect(announced()).toBe('Watching live');
  });

  it('live: key moments on the timeline, chosen by keyboard, playing from 5 s before and announced; watch from kick-off', async () => {
    fake = installFakeMedia({ nativeHls: false });
    const hls = createFakeHls();
    const user = userEvent.setup();
    const onProgramTime = vi.fn();
    const { container } = render(
      <VideoPlayer
        src="/media/live.m3u8"
        title="Live"
        live
        loadHls={hls.load}
        match={liveMatch}
        onProgramTime={onProgramTime}
      />,
    );
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    const instance = hls.instances[0]!;
    const video = videoOf(container);
    act(() => {
      fake.setLive(video, [0, 3_306], 3_300);
      instance.liveUpdate(0, STREAM_START, 3_300);
    });
    const bar = screen.getByRole('toolbar', { name: 'Key moments' });
    const buttons = within(bar).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(["23'Goal, 23 minutes, UZFC, Sam Reed", 'HTHalf-time']);
    expect(buttons[0]).toHaveAccessibleName('Goal, 23 minutes, UZFC, Sam Reed');
    expect(container.querySelectorAll('[data-kind="goal"]').length).toBeGreaterThan(0);
    // one Tab stop; arrows move between moments
    buttons[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    // the goal aired 27:10 into the stream: play from 27:05
    expect(fake.state(video).currentTime).toBe(27 * 60 + 5);
    expect(fake.state(video).paused).toBe(false);
    expect(announced()).toBe('Playing from just before: Goal, 23 minutes, UZFC, Sam Reed');
    // the match centre hears where the video is on the wall clock, and that it is behind
    expect(onProgramTime).toHaveBeenLastCalledWith({ wallMs: STREAM_START + (27 * 60 + 5) * 1000, atLiveEdge: false });

    await user.click(screen.getByRole('button', { name: 'Watch from kick-off' }));
    expect(fake.state(video).currentTime).toBe(300);
    expect(announced()).toBe('Playing from kick-off');
    await axeClean(container);
  });

  it('live without native HLS: loads hls.js, destroys it on unmount', async () => {
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
    // no window known yet: no seek slider, no kick-off to go to, no key moments
    expect(screen.queryByRole('slider', { name: 'Seek' })).not.toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
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
    expect(screen.getByText('Loading video')).toBeInTheDocument();
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

  it("an hls.js fatal error is reported with the failed request's status", async () => {
    fake = installFakeMedia({ nativeHls: false });
    const hls = createFakeHls();
    const onMediaError = vi.fn();
    render(<VideoPlayer src="/media/live.m3u8" title="Live" live loadHls={hls.load} onMediaError={onMediaError} />);
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    act(() => hls.instances[0]!.raiseFatal(403));
    expect(onMediaError).toHaveBeenCalledWith(403);
  });

  it('a playlist or segment the stream service refuses (403) is reported at once, once, and nothing more is loaded', async () => {
    fake = installFakeMedia({ nativeHls: false });
    const hls = createFakeHls();
    const onMediaError = vi.fn();
    render(<VideoPlayer src="/media/live.m3u8" title="Live" live loadHls={hls.load} onMediaError={onMediaError} />);
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    const instance = hls.instances[0]!;
    // a server error is hls.js's to retry: not reported while it is not fatal
    act(() => instance.raiseError(503));
    expect(onMediaError).not.toHaveBeenCalled();
    // hls.js would try the next rendition with the same refused token; the fan is told instead
    act(() => instance.raiseError(403));
    expect(onMediaError).toHaveBeenCalledWith(403);
    expect(instance.loadStopped).toBe(true);
    act(() => instance.raiseError(403));
    act(() => instance.raiseFatal(403));
    expect(onMediaError).toHaveBeenCalledTimes(1);
  });
});
