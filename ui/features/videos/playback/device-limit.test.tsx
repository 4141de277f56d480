import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { installFakeMedia, type FakeMedia } from '../testing/fake-media';
import { createStreamWorld } from '../testing/stream-world';
import { renderStream } from '../testing/render-stream';
import { StreamView } from './stream-view';
import type { StreamEntryInput } from './stream-vm';
import { useStreamVm } from './use-stream-vm';

const live: StreamEntryInput = {
  mediaType: 'video',
  entryId: 'live-video',
  required: { kind: 'pass', entitlements: ['uztv-live', 'uztv-match-2041'] },
  live: true,
};
const TV = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function Harness() {
  const vm = useStreamVm(live);
  return <StreamView vm={vm} title="UZFC v Lowfield Rovers" />;
}

/** a fan with the live pass whose two slots are held by a laptop and a phone */
async function atTheLimit() {
  const world = createStreamWorld({ signedIn: true, entitlements: ['uztv-live'] });
  const laptop = world.stream.onDevice('laptop', TV);
  const phone = world.stream.onDevice('phone', PHONE);
  expect((await laptop.playbackToken('live-video')).ok).toBe(true);
  expect((await phone.playbackToken('live-video')).ok).toBe(true);
  return { world, laptop, phone };
}

let media: FakeMedia;
beforeEach(() => {
  media = installFakeMedia();
});
afterEach(() => media.restore());

describe('the device-limit message and the devices it lists', () => {
  it('lists the other devices by name with when they played, and "Stop playing there" starts playback here at once', async () => {
    const user = userEvent.setup();
    const { world, laptop } = await atTheLimit();
    const { container } = renderStream(<Harness />, { account: world.account });
    const lock = await screen.findByRole('region', { name: 'Too many devices' });
    const list = await within(lock).findByRole('list', { name: 'Devices playing on your account' });
    expect(within(lock).getByText('2 of 2 devices playing on your account')).toBeInTheDocument();
    const rows = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '')
      .sort();
    expect(rows).toEqual([
      expect.stringMatching(/^Chrome on Linuxplaying now/),
      expect.stringMatching(/^Safari on iPhoneplaying now/),
    ]);
    expect(within(lock).getByRole('link', { name: /Can I watch\?/ })).toHaveAttribute('href', '/videos/can-i-watch');
    const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations).toEqual([]);

    await user.click(within(list).getByRole('button', { name: 'Stop playing there: Chrome on Linux' }));
    expect(await screen.findByRole('region', { name: 'UZFC v Lowfield Rovers' })).toBeInTheDocument();
    expect(container.querySelector('video')).not.toBeNull();
    // the stopped laptop is told so, once
    expect(await laptop.playbackToken('live-video')).toMatchObject({
      ok: false,
      error: { code: 'STREAM.PLAYBACK_STOPPED' },
    });
  });

  it('a list that cannot be read says so with Try again; the lock and its other ways forward stay', async () => {
    const user = userEvent.setup();
    const { world } = await atTheLimit();
    world.stream.setAccountCallsFailing(true);
    renderStream(<Harness />, { account: world.account });
    const lock = await screen.findByRole('region', { name: 'Too many devices' });
    expect(await within(lock).findByText(/could not be listed/)).toBeInTheDocument();
    expect(within(lock).getByRole('button', { name: 'Refresh my access' })).toBeInTheDocument();
    world.stream.setAccountCallsFailing(false);
    await user.click(within(lock).getByRole('button', { name: 'Try again' }));
    expect(await within(lock).findByRole('list', { name: 'Devices playing on your account' })).toBeInTheDocument();
  });

  it('the stopped device says "Playback was stopped from another device" and "Play here" asks again', async () => {
    const user = userEvent.setup();
    const world = createStreamWorld({ signedIn: true, entitlements: ['uztv-live'] });
    const other = world.stream.onDevice('other', TV);
    // this device played, then the other device stopped it
    expect((await world.stream.playbackToken('live-video')).ok).toBe(true);
    const slots = await other.devices();
    if (!slots.ok) throw new Error(slots.error.code);
    const mine = slots.value.devices[0]!;
    expect((await other.stopDevice(mine.leaseId)).ok).toBe(true);

    const { container } = renderStream(<Harness />, { account: world.account });
    const lock = await screen.findByRole('region', { name: 'Playback was stopped from another device' });
    const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations).toEqual([]);
    await user.click(within(lock).getByRole('button', { name: 'Play here' }));
    expect(await screen.findByRole('region', { name: 'UZFC v Lowfield Rovers' })).toBeInTheDocument();
  });
});
