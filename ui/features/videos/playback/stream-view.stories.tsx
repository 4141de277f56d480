import type { Meta, StoryObj } from '@storybook/react-vite';
import { proxy } from 'valtio/vanilla';
import type { StreamRefusal } from '@core';
import { StreamView } from './stream-view';
import type { StreamView as StreamViewState, StreamVm } from './stream-vm';
import { createStreamWorld } from '../testing/stream-world';
import { StreamStoryFrame } from '../testing/stream-story-frame';

/** a view model fixed in one state, so each story shows exactly that state */
function fixed(view: StreamViewState, refreshing = false): StreamVm {
  return {
    state: proxy({ view, refreshing }),
    input: {
      mediaType: 'video',
      entryId: 'live-video',
      required: { kind: 'pass', entitlements: ['uztv-live'] },
      live: true,
    },
    start: () => () => {},
    refreshAccess: () => Promise.resolve(),
    mediaFailed: () => {},
    retry: () => {},
    routeChanged: () => {},
  };
}
const locked = (refusal: StreamRefusal) => fixed({ kind: 'locked', refusal });
// the stream never arrives in a story (no stand-in): the player shows itself loading
const neverLoads = () => new Promise<never>(() => {});

const meta = {
  title: 'Stream/Stream view',
  component: StreamView,
  args: { vm: fixed({ kind: 'checking' }), title: 'UZFC v Lowfield Rovers', loadHls: neverLoads },
  decorators: [
    (Story) => (
      <StreamStoryFrame account={createStreamWorld().account}>
        <div style={{ maxWidth: 960, padding: 16 }}>
          <Story />
        </div>
      </StreamStoryFrame>
    ),
  ],
} satisfies Meta<typeof StreamView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {};
export const LockedGuest: Story = {
  args: { vm: locked({ ok: false, kind: 'login-required', code: 'STREAM.LOGIN_REQUIRED' }) },
};
export const LockedPassRequired: Story = {
  args: { vm: locked({ ok: false, kind: 'upgrade-required', code: 'STREAM.PASS_REQUIRED' }) },
};
export const LockedRefreshing: Story = {
  args: {
    vm: fixed({ kind: 'locked', refusal: { ok: false, kind: 'upgrade-required', code: 'STREAM.PASS_REQUIRED' } }, true),
  },
};
export const LockedNotSubscribed: Story = {
  args: { vm: locked({ ok: false, kind: 'upgrade-required', code: 'STREAM.NOT_SUBSCRIBED' }) },
};
export const LockedGeoBlocked: Story = {
  args: { vm: locked({ ok: false, kind: 'geo-blocked', code: 'STREAM.GEO_BLOCKED' }) },
};
export const LockedDeviceLimit: Story = {
  args: { vm: locked({ ok: false, kind: 'concurrency-limit', code: 'STREAM.CONCURRENCY_LIMIT' }) },
};
/** this device was stopped from another device of the account ('Stop playing there'): 'Play here' asks again */
export const LockedStopped: Story = {
  args: { vm: locked({ ok: false, kind: 'stopped', code: 'STREAM.PLAYBACK_STOPPED' }) },
};
export const LockedAudioBlocked: Story = {
  args: { vm: locked({ ok: false, kind: 'denied', code: 'AUDIO.BLOCKED', status: 3 }) },
};
export const Ready: Story = {
  args: {
    vm: fixed({ kind: 'ready', src: '/media/live-video/index.m3u8?token=demo', expiresAt: '2026-01-01T00:00:00Z' }),
  },
};
/**
 * The video service cannot be reached (5xx, timeout, broken answer): said within the request
 * timeout, whatever the fan's entitlements, never as a missing pass; the view asks again by itself.
 */
export const ServiceUnreachable: Story = { args: { vm: fixed({ kind: 'error', code: 'STREAM.CONNECTION_FAILED' }) } };
