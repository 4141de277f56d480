import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createFixedClock } from '@adapters/memory/index';
import { preparedStream } from '@core/config/site-config';
import { AppLink } from '../../../shared/components/app-link';
import { catalogueConfig, catalogueMemory } from '../testing/catalogue-memory';
import { installFakeMedia, type FakeMedia } from '../testing/fake-media';
import { renderStream } from '../testing/render-stream';
import { createStreamWorld, type StreamWorldOptions } from '../testing/stream-world';
import VideosHomePage from '../catalogue/videos-home-page';
import LivePage from './live-page';
import { usePlaybackIntent } from './use-playback-intent';

import type { OpenStreamInput } from '@core';

const { live } = catalogueConfig;
const LOCK = 'You must have a pass to access this stream';

let media: FakeMedia;
beforeEach(() => {
  media = installFakeMedia();
});
afterEach(() => media.restore());

/** /videos and /live in one router over one stream service and one clock, as a fan browses them */
function browse(fan: StreamWorldOptions) {
  const clock = createFixedClock();
  const world = createStreamWorld({ ...fan, now: clock.now });
  const asks = vi.spyOn(world.stream, 'playbackToken');
  renderStream(
    <Routes>
      <Route path="/videos" element={<VideosHomePage />} />
      <Route path="/live" element={<LivePage />} />
    </Routes>,
    { account: world.account, route: '/videos', overrides: { clock, video: catalogueMemory() } },
  );
  return { world, clock, asks, watchLive: () => screen.findByRole('link', { name: 'Watch Live' }) };
}

type Entry = Pick<OpenStreamInput, 'mediaType' | 'entryId' | 'required'>;
const entry: Entry = { mediaType: 'video', entryId: live.videoEntryId, required: live.videoRequired };

/** a link prepared on intent, alone: for what the pages cannot show (a free entry, the link coming on screen) */
// the code itself is not fetched here: what was warmed is what was asked for
const code = { page: vi.fn(() => Promise.resolve()), player: vi.fn(() => Promise.resolve()) };
function Strip({ entry: input = entry }: { readonly entry?: Entry }) {
  const intent = usePlaybackIntent(input, code);
  return (
    <AppLink href="/live" {...intent}>
      Watch Live
    </AppLink>
  );
}

const observers: { callback: IntersectionObserverCallback; margin: string | undefined }[] = [];
const saved = { observer: window.IntersectionObserver, idle: window.requestIdleCallback };
// the link comes on screen when a test says so; the browser is idle at once
beforeEach(() => {
  observers.length = 0;
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, margin: options?.rootMargin });
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  window.requestIdleCallback = ((run: () => void) => {
    run();
    return 1;
  }) as typeof requestIdleCallback;
});
afterEach(() => {
  window.IntersectionObserver = saved.observer;
  window.requestIdleCallback = saved.idle;
});

describe("'Watch Live' prepares the stream on the fan's intent", () => {
  it('pointing at it or focusing it asks once for a signed-in fan, and /live plays that answer without asking again', async () => {
    const user = userEvent.setup();
    const { asks, watchLive } = browse({ signedIn: true, entitlements: ['uztv-live'] });
    const link = await watchLive();
    expect(asks).not.toHaveBeenCalled();
    await user.hover(link);
    await user.unhover(link);
    fireEvent.focus(link);
    await user.hover(link);
    await waitFor(() => expect(asks).toHaveBeenCalledTimes(1));
    await user.click(link);
    expect(await screen.findByRole('region', { name: live.title })).toBeInTheDocument();
    expect(asks).toHaveBeenCalledTimes(1);
  });

  it("never asks for a signed-out fan's token, nor while the account is still being checked, even for a free entry", async () => {
    for (const fan of [{ signedIn: false }, { status: 'restoring' as const }]) {
      const user = userEvent.setup();
      const world = createStreamWorld(fan);
      const asks = vi.spyOn(world.stream, 'playbackToken');
      // a free entry: a guest's ask would reach the service, so only the rule keeps it from being asked early
      const { unmount } = renderStream(<Strip entry={{ ...entry, entryId: 'vod-short', required: null }} />, {
        account: world.account,
      });
      const link = screen.getByRole('link', { name: 'Watch Live' });
      await user.hover(link);
      fireEvent.focus(link);
      await act(() => Promise.resolve());
      expect(asks).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('an answer prepared too long ago is not used: /live asks the service again', async () => {
    const user = userEvent.setup();
    const { asks, clock, watchLive } = browse({ signedIn: true, entitlements: ['uztv-live'] });
    const link = await watchLive();
    await user.hover(link);
    await waitFor(() => expect(asks).toHaveBeenCalledTimes(1));
    clock.advance(preparedStream.usableMs);
    await user.click(link);
    expect(await screen.findByRole('region', { name: live.title })).toBeInTheDocument();
    expect(asks).toHaveBeenCalledTimes(2);
  });

  it("a refusal prepared early (no pass) is /live's lock, as if asked there", async () => {
    const user = userEvent.setup();
    const { asks, watchLive } = browse({ signedIn: true });
    const link = await watchLive();
    await user.hover(link);
    await waitFor(() => expect(asks).toHaveBeenCalledTimes(1));
    await user.click(link);
    expect(await screen.findByRole('region', { name: LOCK })).toBeInTheDocument();
    expect(asks).toHaveBeenCalledTimes(1);
  });
});

describe('usePlaybackIntent on screen', () => {
  it("the link on screen warms a signed-in fan's /live code and player once the browser is idle, a guest's nothing, and asks for no token", async () => {
    for (const signedIn of [true, false]) {
      code.page.mockClear();
      code.player.mockClear();
      const world = createStreamWorld({ signedIn, entitlements: ['uztv-live'] });
      const asks = vi.spyOn(world.stream, 'playbackToken');
      const watchedBefore = observers.length;
      const { unmount } = renderStream(<Strip />, { account: world.account });
      await screen.findByRole('link', { name: 'Watch Live' });
      expect(code.page).not.toHaveBeenCalled();
      // a guest's strip is not even watched: its coming on screen costs nothing
      const watching = observers.slice(watchedBefore);
      expect(watching.length > 0).toBe(signedIn);
      for (const observer of watching) {
        expect(observer.margin).toBe('0px');
        act(() =>
          observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
        );
      }
      await waitFor(() => {
        expect(code.page).toHaveBeenCalledTimes(signedIn ? 1 : 0);
        expect(code.player).toHaveBeenCalledTimes(signedIn ? 1 : 0);
      });
      expect(asks).not.toHaveBeenCalled();
      unmount();
    }
  });
});
