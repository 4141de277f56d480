import { makeLoadResumePoint, makeSaveWatchProgress } from '@core';
import { createStreamMemory } from '@adapters/memory/stream/stream-memory';
import { createResumeVm } from './resume-vm';

const ENTRY = 'video-1003';
const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 1));
  expect(check()).toBe(true);
};

function world(signedIn = true) {
  let t = Date.parse('2026-11-28T15:00:00.000Z');
  const now = () => t;
  const stream = createStreamMemory({
    accessToken: () => (signedIn ? 'tok' : undefined),
    whoIs: () => 'fan-1',
    entitlements: { 'fan-1': ['uztv-vod'] },
    now,
  });
  const deps = {
    loadResumePoint: makeLoadResumePoint({ stream }),
    saveWatchProgress: makeSaveWatchProgress({ stream }),
  };
  const vm = createResumeVm(deps, { entryId: ENTRY, signedIn }, now);
  const phone = stream.onDevice('phone', 'iPhone');
  return { stream, phone, vm, tick: (ms: number) => void (t += ms) };
}

const at = (currentTime: number, playing = true, ended = false) => ({ currentTime, duration: 900, playing, ended });

describe('resuming a video where the fan left it', () => {
  it('starts where the fan left the video on another device, a little before', async () => {
    const { phone, vm } = world();
    expect((await phone.saveProgress(ENTRY, 450)).ok).toBe(true);
    vm.start();
    await until(() => vm.state.status === 'ready');
    expect(vm.state).toMatchObject({ startAt: 447, note: 'Resuming where you left off.' });
  });

  it('writes the place every interval while playing, at once on pause and at the end, and as the page is left', async () => {
    const { stream, vm, tick } = world();
    vm.start();
    await until(() => vm.state.status === 'ready');
    const place = async () => {
      const p = await stream.progress(ENTRY);
      return p.ok ? p.value?.positionSeconds : 'failed';
    };
    vm.playback(at(12));
    await until(() => true);
    expect(await place()).toBe(12);
    tick(4_000);
    vm.playback(at(16));
    expect(await place()).toBe(12);
    tick(6_000);
    vm.playback(at(22));
    await until(() => true);
    expect(await place()).toBe(22);
    vm.playback(at(25, false));
    await until(() => true);
    expect(await place()).toBe(25);
    vm.playback(at(31));
    vm.leave();
    await until(() => true);
    expect(await place()).toBe(31);
    vm.playback(at(900, false, true));
    await until(() => true);
    expect(await place()).toBe(900);
  });

  it('a guest has nothing resumed and nothing written', async () => {
    const { vm } = world(false);
    vm.start();
    vm.playback(at(100, false));
    expect(vm.state).toMatchObject({ status: 'guest', startAt: 0, note: '' });
  });

  it('when the place cannot be read the video starts from the beginning and says so; playback never waits', async () => {
    const { stream, vm } = world();
    stream.setAccountCallsFailing(true);
    vm.start();
    await until(() => vm.state.status === 'unavailable');
    expect(vm.state.startAt).toBe(0);
    expect(vm.state.note).toBe('Where you left this video could not be loaded: it starts from the beginning.');
  });
});
