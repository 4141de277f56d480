import fc from 'fast-check';
import { VirtualTimeScheduler } from 'rxjs';
import { createStreamMemory } from '@adapters/memory/stream/stream-memory';
import { makeOpenStream, type RequiredEntitlement } from '@core';
import { createFakeAccountVm, demoUser } from '../../account/testing/fake-account-vm';
import type { AccountVm } from '../../account/account-vm-types';
import { createStreamVm, FRESH_TOKEN_MS, type StreamEntryInput } from './stream-vm';

const settle = async () => {
  for (let i = 0; i < 8; i += 1) await Promise.resolve();
};
const SUB = demoUser.ssoID;

/** a fan, the stream service that knows their entitlements, and the account VM over both */
function world(
  entries: Record<string, readonly string[] | null> = {
    'live-video': ['uztv-live', 'uztv-match-2041'],
    'vod-short': null,
    members: null,
  },
) {
  const session = { signedIn: false };
  let clock = 1_000_000;
  const stream = createStreamMemory({
    accessToken: () => (session.signedIn ? 'token-1' : undefined),
    whoIs: () => SUB,
    entries,
    now: () => clock,
  });
  const server = { entitlements: [] as string[] };
  const account = createFakeAccountVm({
    stream,
    refreshEntitlements: async () => {
      await Promise.resolve();
      if (session.signedIn) account.state.entitlements = [...server.entitlements];
    },
  });
  const setServer = (e: readonly string[]) => {
    server.entitlements = [...e];
    stream.grant(SUB, e);
  };
  const signIn = () => {
    session.signedIn = true;
    account.state.user = demoUser;
    account.state.entitlements = [...server.entitlements];
    account.state.status = 'signed-in';
  };
  const signOut = () => {
    session.signedIn = false;
    account.state.status = 'signed-out';
    account.state.user = null;
    account.state.entitlements = [];
  };
  return {
    openStream: makeOpenStream({ stream }),
    session,
    stream,
    account,
    server,
    setServer,
    signIn,
    signOut,
    tick: (ms: number) => {
      clock += ms;
    },
    now: () => clock,
  };
}

const live: StreamEntryInput = {
  mediaType: 'video',
  entryId: 'live-video',
  required: { kind: 'pass', entitlements: ['uztv-live', 'uztv-match-2041'] },
  live: true,
};

describe('createStreamVm', () => {
  it('waits in checking while the account VM is not there, then follows it when it appears', async () => {
    const w = world();
    let account: AccountVm | null = null;
    const vm = createStreamVm(
      { ...live, entryId: 'vod-short', required: null },
      { openStream: w.openStream, getAccount: () => account },
    );
    let dispose = vm.start();
    await settle();
    expect(vm.state.view.kind).toBe('checking');
    account = w.account;
    dispose();
    dispose = vm.start();
    await settle();
    expect(vm.state.view).toMatchObject({ kind: 'ready' });
    dispose();
  });

  it('a guest is asked to sign in; a fan without the pass to upgrade; the pass opens it without a new sign-in', async () => {
    const w = world();
    const vm = createStreamVm(live, { openStream: w.openStream, getAccount: () => w.account });
    const dispose = vm.start();
    await settle();
    expect(vm.state.view).toMatchObject({ kind: 'locked', refusal: { kind: 'login-required' } });
    w.signIn();
    await settle();
    expect(vm.state.view).toMatchObject({
      kind: 'locked',
      refusal: { kind: 'upgrade-required', code: 'STREAM.PASS_REQUIRED' },
    });
    // bought at the checkout: the service knows, the account learns it on refresh
    w.setServer(['uztv-live']);
    await vm.refreshAccess();
    await settle();
    expect(vm.state.view).toMatchObject({ kind: 'ready' });
    expect(vm.state.refreshing).toBe(false);
    dispose();
  });

  it('a stream service that cannot be reached is an error, and retry checks again', async () => {
    const w = world();
    w.stream.setFailing(true);
    const vm = createStreamVm(
      { ...live, entryId: 'vod-short', required: null },
      { openStream: w.openStream, getAccount: () => w.account },
    );
    const dispose = vm.start();
    await settle();
    expect(vm.state.view).toEqual({ kind: 'error', code: 'STREAM.CONNECTION_FAILED' });
    w.stream.setFailing(false);
    vm.retry();
    await settle();
    expect(vm.state.view.kind).toBe('ready');
    dispose();
  });

  it('a fan whose entitlements are not known (the video service is down) is told it cannot be reached, never that a pass is needed', async () => {
    const w = world();
    w.setServer(['uztv-live']);
    w.stream.setFailing(true);
    w.signIn();
    // the account clears the entitlements when the video service cannot be connected (ACCOUNT-10)
    w.account.state.entitlements = [];
    const vm = createStreamVm(live, { openStream: w.openStream, getAccount: () => w.account });
    const dispose = vm.start();
    await settle();
    expect(vm.state.view).toEqual({ kind: 'error', code: 'STREAM.CONNECTION_FAILED' });
    dispose();
  });

  describe('rechecking an unreachable video service', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('checks again by itself with back-off (2 s, 4 s ...) and plays once the service is back', async () => {
      const w = world();
      w.setServer(['uztv-live']);
      w.signIn();
      w.stream.setFailing(true);
      const openStream = vi.fn(w.openStream);
      const vm = createStreamVm(live, { openStream, getAccount: () => w.account });
      const dispose = vm.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(vm.state.view).toEqual({ kind: 'error', code: 'STREAM.CONNECTION_FAILED' });
      await vi.advanceTimersByTimeAsync(2_000);
      expect(openStream).toHaveBeenCalledTimes(2);
      // still down: the error stays (no flash of 'checking' while it asks again)
      expect(vm.state.view.kind).toBe('error');
      w.stream.setFailing(false);
      await vi.advanceTimersByTimeAsync(3_999);
      expect(openStream).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(vm.state.view.kind).toBe('ready');
      // and stops asking
      await vi.advanceTimersByTimeAsync(60_000);
      expect(openStream).toHaveBeenCalledTimes(3);
      dispose();
    });

    it('a route change checks again at once when the service could not be reached, and a disposed view never asks again', async () => {
      const w = world();
      w.stream.setFailing(true);
      const openStream = vi.fn(w.openStream);
      const vm = createStreamVm(
        { ...live, entryId: 'vod-short', required: null },
        { openStream, getAccount: () => w.account },
      );
      const dispose = vm.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(vm.state.view.kind).toBe('error');
      w.stream.setFailing(false);
      vm.routeChanged();
      await vi.advanceTimersByTimeAsync(0);
      expect(vm.state.view.kind).toBe('ready');
      // a route change while playing asks nothing
      vm.routeChanged();
      await vi.advanceTimersByTimeAsync(0);
      expect(openStream).toHaveBeenCalledTimes(2);
      w.stream.setFailing(true);
      vm.retry();
      await vi.advanceTimersByTimeAsync(0);
      dispose();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(openStream).toHaveBeenCalledTimes(3);
    });
  });

  it('a media error fetches a fresh token, but not right after getting one', async () => {
    const w = world();
    const vm = createStreamVm(
      { ...live, entryId: 'vod-short', required: null },
      { openStream: w.openStream, getAccount: () => w.account, now: w.now },
    );
    const dispose = vm.start();
    await settle();
    const first = vm.state.view.kind === 'ready' ? vm.state.view.src : '';
    vm.mediaFailed();
    await settle();
    expect(vm.state.view).toMatchObject({ src: first });
    w.tick(FRESH_TOKEN_MS + 1);
    vm.mediaFailed();
    await settle();
    expect(vm.state.view.kind).toBe('ready');
    expect(vm.state.view).not.toMatchObject({ src: first });
    dispose();
  });

  it('a pass that ends while the fan watches is said at once as a pass that ended, with its way forward, not as a connection problem', async () => {
    const w = world();
    w.setServer(['uztv-live']);
    w.signIn();
    const vm = createStreamVm(live, { openStream: w.openStream, getAccount: () => w.account, now: w.now });
    const dispose = vm.start();
    await settle();
    expect(vm.state.view.kind).toBe('ready');
    // the pass is taken away at the stream service; the next segment is refused (403), seconds after the token
    w.stream.grant(SUB, []);
    vm.mediaFailed(403);
    await settle();
    expect(vm.state.view).toMatchObject({ kind: 'locked', ended: true, refusal: { kind: 'upgrade-required' } });
    dispose();
  });

  it('a device stopped from another one says so, even when the answer that told it came to a check a newer one replaced', async () => {
    const w = world();
    w.setServer(['uztv-live']);
    const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';
    const phone = w.stream.onDevice('phone', PHONE);
    const laptop = w.stream.onDevice('laptop', PHONE);
    w.session.signedIn = true;
    // this device and the phone play; the laptop, third, stops this device and takes its place
    expect((await w.stream.playbackToken('live-video')).ok).toBe(true);
    expect((await phone.playbackToken('live-video')).ok).toBe(true);
    const mine = await laptop.devices();
    if (!mine.ok) throw new Error(mine.error.code);
    const here = mine.value.devices.find((d) => d.current === false && d.userAgent !== PHONE);
    expect((await laptop.stopDevice(here!.leaseId)).ok).toBe(true);
    expect((await laptop.playbackToken('live-video')).ok).toBe(true);

    // the page opens while the video service is still being connected (no entitlements yet):
    // the first check is asked, then replaced by the one the entitlements' arrival starts
    Object.assign(w.account.state, { status: 'signed-in', user: demoUser, entitlements: [] });
    const release = w.stream.hold();
    const vm = createStreamVm(live, { openStream: w.openStream, getAccount: () => w.account, now: w.now });
    const dispose = vm.start();
    w.account.state.entitlements = ['uztv-live'];
    await settle();
    release();
    await settle();
    // the service tells a stopped device once; the newer check only hears that both places are taken
    expect(vm.state.view).toMatchObject({ kind: 'locked', refusal: { kind: 'stopped' } });
    dispose();
  });

  it('an entry the stream service does not know is said once as not found, and never asked about again', async () => {
    vi.useFakeTimers();
    try {
      const w = world();
      const openStream = vi.fn(w.openStream);
      const vm = createStreamVm(
        { ...live, entryId: 'zzz', required: null },
        { openStream, getAccount: () => w.account, now: w.now },
      );
      const dispose = vm.start();
      await settle();
      expect(vm.state.view).toMatchObject({
        kind: 'locked',
        refusal: { kind: 'not-found', code: 'STREAM.UNKNOWN_ENTRY' },
      });
      await vi.advanceTimersByTimeAsync(120_000);
      expect(openStream).toHaveBeenCalledTimes(1);
      dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops following the account once disposed', async () => {
    const w = world();
    const vm = createStreamVm(live, { openStream: w.openStream, getAccount: () => w.account });
    vm.start()();
    await settle();
    w.setServer(['uztv-live']);
    w.signIn();
    await settle();
    expect(vm.state.view.kind).not.toBe('ready');
  });
});

// ---------------------------------------------------------------------------
// Model-based: any sequence of sign-in/out, grant/revoke, refresh, token failures and
// media errors leaves the VM 'ready' exactly when the fan may play, and a ready src
// always belongs to the current session (never the previous one's after sign-out).
// ---------------------------------------------------------------------------

interface Model {
  signedIn: boolean;
  entitlements: string[];
  failing: boolean;
  /** what the last check should have concluded */
  expect: 'ready' | 'locked' | 'error';
}
interface Real {
  w: ReturnType<typeof world>;
  vm: ReturnType<typeof createStreamVm>;
  required: RequiredEntitlement | null;
}

const mayPlay = (m: Model, required: RequiredEntitlement | null) =>
  required === null ||
  (m.signedIn && (required.kind === 'any' || required.entitlements.some((e) => m.entitlements.includes(e))));

async function verify(m: Model, r: Real) {
  await settle();
  const view = r.vm.state.view;
  expect(view.kind).toBe(m.expect);
  if (view.kind === 'ready') expect(view.src).toContain(m.signedIn ? `memory.${SUB}.` : 'memory.guest.');
}
// a guest is refused without asking the service; a signed-in fan's answer needs the service up
const recheck = (m: Model, r: Real) => {
  const refusedLocally = r.required !== null && !m.signedIn;
  m.expect = refusedLocally ? 'locked' : m.failing ? 'error' : mayPlay(m, r.required) ? 'ready' : 'locked';
};

class SignIn implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>) => !m.signedIn;
  async run(m: Model, r: Real) {
    m.signedIn = true;
    r.w.signIn();
    recheck(m, r);
    await verify(m, r);
  }
  toString = () => 'signIn';
}
class SignOut implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>) => m.signedIn;
  async run(m: Model, r: Real) {
    m.signedIn = false;
    r.w.signOut();
    recheck(m, r);
    await verify(m, r);
  }
  toString = () => 'signOut';
}
/** the service and the account agree on the change (a purchase arriving, a pass lapsing) */
class SetEntitlements implements fc.AsyncCommand<Model, Real> {
  constructor(readonly entitlements: string[]) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const before = [...new Set(m.entitlements)].sort().join(',');
    r.w.setServer(this.entitlements);
    m.entitlements = [...this.entitlements];
    if (m.signedIn) r.w.account.state.entitlements = [...this.entitlements];
    const after = [...new Set(this.entitlements)].sort().join(',');
    // the VM checks again only when what it depends on changed
    if (m.signedIn && before !== after) recheck(m, r);
    await verify(m, r);
  }
  toString = () => `entitlements(${this.entitlements.join(',')})`;
}
class Refresh implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    await r.vm.refreshAccess();
    recheck(m, r);
    await verify(m, r);
  }
  toString = () => 'refresh';
}
class SetFailing implements fc.AsyncCommand<Model, Real> {
  constructor(readonly on: boolean) {}
  check = () => true;
  async run(m: Model, r: Real) {
    m.failing = this.on;
    r.w.stream.setFailing(this.on);
    await verify(m, r);
  }
  toString = () => `failing(${this.on})`;
}
class MediaError implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    r.w.tick(60_000);
    const wasReady = r.vm.state.view.kind === 'ready';
    r.vm.mediaFailed();
    if (wasReady) recheck(m, r);
    await verify(m, r);
  }
  toString = () => 'mediaError';
}

describe('stream VM model', () => {
  const requirements: (RequiredEntitlement | null)[] = [
    null,
    { kind: 'any' },
    { kind: 'pass', entitlements: ['uztv-live', 'uztv-match-2041'] },
  ];
  const entryFor = (req: RequiredEntitlement | null) =>
    req === null ? 'vod-short' : req.kind === 'any' ? 'members' : 'live-video';

  it('is ready iff the fan may play, and never keeps a stale src', async () => {
    const commands = [
      fc.constant(new SignIn()),
      fc.constant(new SignOut()),
      fc.subarray(['uztv-live', 'uztv-match-2041', 'uztv-audio']).map((e) => new SetEntitlements(e)),
      fc.constant(new Refresh()),
      fc.boolean().map((on) => new SetFailing(on)),
      fc.constant(new MediaError()),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...requirements),
        fc.commands(commands, { maxCommands: 25 }),
        async (required, cmds) => {
          const w = world();
          // the back-off's waits run on a scheduler that is never flushed: the model decides when the VM checks
          const vm = createStreamVm(
            { mediaType: 'video', entryId: entryFor(required), required, live: true },
            {
              openStream: w.openStream,
              getAccount: () => w.account,
              now: w.now,
              scheduler: new VirtualTimeScheduler(),
            },
          );
          const dispose = vm.start();
          const model: Model = {
            signedIn: false,
            entitlements: [],
            failing: false,
            expect: required === null ? 'ready' : 'locked',
          };
          await settle();
          try {
            await fc.asyncModelRun(() => ({ model, real: { w, vm, required } }), cmds);
          } finally {
            dispose();
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
