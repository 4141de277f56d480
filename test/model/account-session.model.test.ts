/**
 * Model-based test of accounts: any sequence of user actions, SSO answers, outages and
 * refusals, across several tabs of one browser (one site-server session, shared), keeps
 * the promises the site makes about a session:
 *
 * - no sequence of outages alone ever ends a valid session: while nothing refused it, the
 *   site keeps it and a tab that was signed in stays signed in (told of the trouble);
 * - a refusal always does: once the SSO refuses the session and answers again, every tab
 *   is signed out and the site holds nothing;
 * - when the services answer, every tab agrees: all signed in with a token the SSO
 *   accepts, or all signed out. Random and forged tokenpayloads never sign anyone in.
 *
 * The SSO is the in-memory one (the stand-in's rules: expiring tokens, rotation, reuse
 * grace, ended sessions), behind the site server's session rules in memory. Its faults are
 * what the HTTP adapters map every wire failure to: a 5xx, a timeout, a network error or
 * nonsense is 'unavailable' (adapters/http/auth/auth-http.test.ts and
 * app/server/session/site-session-handler.test.ts check that mapping over the stand-in).
 */
import fc from 'fast-check';
import { encodeTokenPayload } from '@protocol/sso/token-payload';
import { createAuthMemory } from '@adapters/memory/auth/auth-memory';
import { createSessionBusMemory } from '@adapters/memory/auth/session-signal-memory';
import { createReturnUrlMemory } from '@adapters/memory/auth/return-url-memory';
import { createSessionMemory } from '@adapters/memory/session/session-memory';
import { createStreamMemory } from '@adapters/memory/stream/stream-memory';
import { makeSessionManager, type SessionManager } from '@core/auth/session-manager';
import type { AuthReturnParams } from '@core';
import { createAccountVm } from '@ui/features/account/account-vm';
import { createInterfaceVm } from '@ui/app-shell/interface-vm';
import type { AccountLinks, AccountVm } from '@ui/features/account/account-vm-types';
import { createFakeTime, type FakeTime } from './fake-time';

const T0 = Date.parse('2025-08-03T15:00:00.000Z');
const ACCESS_TTL_MS = 6 * 60_000;
const links: AccountLinks = {
  login: '',
  register: '',
  forgotPassword: '',
  manageAccount: '',
  social: { facebook: '', google: '', apple: '' },
  loginFormAction: '',
  redirectUri: '',
};

type Arrival = 'none' | 'portal' | 'forged' | 'random' | 'logout';

interface Tab {
  vm: AccountVm;
  manager: SessionManager;
  stop: () => void;
  wasSignedIn: boolean;
}

interface World {
  time: FakeTime;
  sso: ReturnType<typeof createAuthMemory>;
  site: ReturnType<typeof createSessionMemory>;
  bus: ReturnType<typeof createSessionBusMemory>;
  stream: ReturnType<typeof createStreamMemory>;
  tabs: Tab[];
  randomPayload: string;
  /** SSO calls whose answer has not arrived yet */
  inFlight: { n: number };
}

/**
 * 'valid': signed in and nothing has refused it since; 'refused': the SSO will refuse what the
 * site holds as soon as it answers; 'none': no session.
 */
interface Model {
  tabs: number;
  session: 'none' | 'valid' | 'refused';
  ssoDown: boolean;
}

const forgedPayload = (now: number) =>
  encodeTokenPayload({
    sessionId: 'sid-forged',
    access_token: 'at-forged',
    refresh_token: 'rt-forged',
    access_token_expires_utc: new Date(now + 60_000).toISOString(),
    refresh_token_expires_utc: new Date(now + 86_400_000).toISOString(),
    claims: { forename: 'X', surname: 'Y', sub: 'fan-x', given_name: 'X' },
  });

/** the site server takes the portal's return (its SSO call answers in fake time) */
async function comeBackFromPortal(w: World, payload: string): Promise<AuthReturnParams> {
  const answer: { params?: AuthReturnParams } = {};
  void w.site.returnFromPortal(payload).then((params) => {
    answer.params = params;
  });
  while (!answer.params) await w.time.advance(50);
  return answer.params;
}

async function openTab(w: World, arrival: Arrival): Promise<void> {
  let params: Partial<AuthReturnParams> = {};
  if (arrival === 'portal')
    params = await comeBackFromPortal(w, w.sso.signInAs({ sub: 'fan-1', forename: 'Ann', surname: 'Fan' }));
  if (arrival === 'forged') params = await comeBackFromPortal(w, forgedPayload(w.time.now()));
  if (arrival === 'random') params = await comeBackFromPortal(w, w.randomPayload);
  if (arrival === 'logout') params = { logoutSuccess: true };
  const manager = makeSessionManager({
    session: w.site,
    stream: w.stream,
    signal: w.bus.tab(),
    returnUrl: createReturnUrlMemory(params),
    clock: w.time.clock,
    random: { int: (a) => a },
    scheduler: w.time.scheduler,
  });
  const vm = createAccountVm({
    session: manager,
    interfaceVm: createInterfaceVm(),
    links,
    scheduler: w.time.scheduler,
  });
  w.tabs.push({ vm, manager, stop: vm.start(), wasSignedIn: false });
  await w.time.settle();
}

class LoadTab implements fc.AsyncCommand<Model, World> {
  constructor(readonly arrival: Arrival) {}
  check = (m: Readonly<Model>) => m.tabs < 3;
  async run(m: Model, w: World) {
    await openTab(w, this.arrival);
    m.tabs++;
    if (this.arrival === 'portal') m.session = 'valid';
    // a return that does not validate, or the portal's sign-out, leaves no session behind;
    // a forged payload that decodes cannot be checked while the SSO is down: the site keeps
    // it (an outage refuses nothing) until the SSO answers and refuses it
    if (this.arrival === 'random' || this.arrival === 'logout') m.session = 'none';
    if (this.arrival === 'forged') m.session = m.ssoDown ? 'refused' : 'none';
  }
  toString = () => `LoadTab(${this.arrival})`;
}

class Reload implements fc.AsyncCommand<Model, World> {
  constructor(readonly tab: number) {}
  check = (m: Readonly<Model>) => m.tabs > 0;
  async run(_m: Model, w: World) {
    const [old] = w.tabs.splice(this.tab % w.tabs.length, 1);
    old!.stop();
    await openTab(w, 'none');
  }
  toString = () => `Reload(${this.tab})`;
}

class CloseTab implements fc.AsyncCommand<Model, World> {
  constructor(readonly tab: number) {}
  check = (m: Readonly<Model>) => m.tabs > 1;
  async run(m: Model, w: World) {
    const [old] = w.tabs.splice(this.tab % w.tabs.length, 1);
    old!.stop();
    m.tabs--;
  }
  toString = () => `CloseTab(${this.tab})`;
}

class LogOut implements fc.AsyncCommand<Model, World> {
  constructor(readonly tab: number) {}
  check = (m: Readonly<Model>) => m.tabs > 0;
  async run(m: Model, w: World) {
    // not awaited: ending the SSO session answers only when fake time moves on
    void w.tabs[this.tab % w.tabs.length]!.vm.logout();
    m.session = 'none';
    await w.time.settle();
  }
  toString = () => `LogOut(${this.tab})`;
}

class Advance implements fc.AsyncCommand<Model, World> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(_m: Model, w: World) {
    await w.time.advance(this.ms);
  }
  toString = () => `Advance(${this.ms})`;
}

/** the SSO stops answering (or answers again), or the site itself cannot be reached: outages only */
class Outage implements fc.AsyncCommand<Model, World> {
  constructor(
    readonly sso: boolean,
    readonly site: boolean,
    readonly streamDown: boolean,
  ) {}
  check = () => true;
  async run(m: Model, w: World) {
    m.ssoDown = this.sso;
    w.sso.setFault(this.sso ? 'unavailable' : undefined);
    w.site.setDown(this.site);
    w.stream.setFailing(this.streamDown);
  }
  toString = () =>
    `Outage(sso ${this.sso ? 'down' : 'up'}, site ${this.site ? 'down' : 'up'}, stream ${this.streamDown ? 'down' : 'up'})`;
}

/** the SSO ends the session on its own (revoked, signed out on another device): a refusal from now on */
class Revoke implements fc.AsyncCommand<Model, World> {
  check = (m: Readonly<Model>) => m.session === 'valid';
  async run(m: Model, w: World) {
    const { sessionId } = w.site.held();
    if (sessionId) w.sso.revoke(sessionId);
    m.session = 'refused';
  }
  toString = () => 'Revoke';
}

/** checked after every command */
function checkOutagesEndNothing(m: Model, w: World): void {
  if (m.session === 'valid') {
    expect(w.site.hasSession()).toBe(true);
    for (const t of w.tabs) {
      // a tab that was signed in to this session stays signed in, whatever the outages
      if (t.wasSignedIn) expect(t.vm.state.status).toBe('signed-in');
      if (t.vm.state.status === 'signed-in') expect(t.vm.state.user?.ssoID).toBe('fan-1');
    }
  }
  if (m.session === 'none') for (const t of w.tabs) expect(t.vm.state.status).not.toBe('signed-in');
  for (const t of w.tabs) t.wasSignedIn = m.session === 'valid' && t.vm.state.status === 'signed-in';
}

/** once every service answers again and time has passed a refresh, every tab agrees with the model */
function checkSettled(m: Model, w: World): void {
  const statuses = w.tabs.map((t) => t.vm.state.status);
  if (m.session === 'valid') {
    expect(statuses.every((s) => s === 'signed-in')).toBe(true);
    expect(w.site.hasSession()).toBe(true);
    for (const t of w.tabs) {
      expect(t.vm.state.serviceTrouble).toBe(false);
      expect(w.sso.isAccessTokenValid(t.manager.accessToken()!)).toBe(true);
      expect(t.vm.state.user?.ssoID).toBe('fan-1');
    }
    return;
  }
  // refused or none: signed out everywhere, nothing held
  expect(statuses.every((s) => s === 'signed-out')).toBe(true);
  expect(w.site.held()).toEqual({});
  for (const t of w.tabs) {
    expect(t.vm.state.entitlements).toEqual([]);
    expect(t.manager.accessToken()).toBeUndefined();
  }
}

const tab = fc.nat({ max: 5 });
const signIn = fc.constant(new LoadTab('portal'));
const advance = fc
  .oneof(fc.integer({ min: 500, max: 90_000 }), fc.integer({ min: 2 * 60_000, max: 40 * 60_000 }))
  .map((ms) => new Advance(ms));
const outage = fc
  .tuple(fc.boolean(), fc.boolean(), fc.boolean())
  .map(([sso, site, stream]) => new Outage(sso, site, stream));
// weighted by repetition: sessions, outages and time passing are what the promises are about;
// the actions that end a session on purpose are rarer, or no session would live long enough
const commands = [
  signIn,
  signIn,
  fc.constantFrom<Arrival>('none', 'forged', 'random', 'logout').map((k) => new LoadTab(k)),
  tab.map((t) => new Reload(t)),
  tab.map((t) => new Reload(t)),
  tab.map((t) => new CloseTab(t)),
  tab.map((t) => new LogOut(t)),
  advance,
  advance,
  advance,
  advance,
  outage,
  outage,
  outage,
  fc.constant(new Revoke()),
];

/** One run of the model: the commands against a fresh world, then everything heals and must agree. */
async function runScenario(
  cmds: Iterable<fc.AsyncCommand<Model, World>>,
  randomPayload: string,
  latencies: readonly number[],
  first: 'none' | 'portal' = 'none',
): Promise<void> {
  const time = createFakeTime(T0);
  const inFlight = { n: 0 };
  let calls = 0;
  // answers take 0..2 s of fake time, so logouts, reloads and other tabs interleave with calls in flight
  const wait = () =>
    new Promise<void>((resolve) => {
      inFlight.n++;
      time.timers.setTimeout(
        () => {
          inFlight.n--;
          resolve();
        },
        latencies[calls++ % latencies.length]!,
      );
    });
  const sso = createAuthMemory({ clock: time.clock, accessTtlMs: ACCESS_TTL_MS, wait });
  const site = createSessionMemory({ sso: sso.port, clock: time.clock });
  const tabs: Tab[] = [];
  const world: World = {
    time,
    sso,
    site,
    bus: createSessionBusMemory(),
    randomPayload,
    tabs,
    inFlight,
    stream: createStreamMemory({
      accessToken: () => tabs[0]?.manager.accessToken(),
      whoIs: (t) => sso.subjectOf(t),
      entitlements: { 'fan-1': ['live-video'] },
    }),
  };
  await openTab(world, first);
  const model: Model = { tabs: 1, session: first === 'portal' ? 'valid' : 'none', ssoDown: false };
  await fc.asyncModelRun(
    () => ({ model, real: world }),
    [...cmds].map((c) => checked(c)),
  );
  // every service answers again; past a refresh and the longest back-off, everyone agrees
  new Outage(false, false, false).run(model, world);
  await time.advance(ACCESS_TTL_MS + 60_000);
  checkSettled(model, world);
  for (const t of world.tabs) t.stop();
}

/** checks the outage invariant after every command, calls in flight or not */
function checked(c: fc.AsyncCommand<Model, World>): fc.AsyncCommand<Model, World> {
  return {
    check: (m) => c.check(m),
    async run(m, w) {
      await c.run(m, w);
      await w.time.settle();
      checkOutagesEndNothing(m, w);
    },
    toString: () => c.toString(),
  };
}

describe('accounts model', () => {
  it('outages alone never end a valid session, a refusal always does, and every tab ends up agreeing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(commands, { maxCommands: 30, size: 'medium' }),
        fc.string(),
        fc.array(fc.integer({ min: 0, max: 2_000 }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom<'none' | 'portal'>('none', 'portal'),
        (cmds, randomPayload, latencies, first) => runScenario(cmds, randomPayload, latencies, first),
      ),
      { numRuns: 150 },
    );
  }, 180_000);

  it('a signed-in fan rides out an hour-long SSO outage across reloads, and is signed in when it ends', async () => {
    await runScenario(
      [
        new LoadTab('portal'),
        new Advance(60_000),
        new Outage(true, false, false),
        new Advance(20 * 60_000),
        new Reload(0),
        new Reload(1),
        new Advance(40 * 60_000),
        new Outage(false, true, false),
        new Advance(10 * 60_000),
      ],
      '',
      [100],
    );
  });

  it('regression: a guest tab learns of a sign-in even when the tab that came back from the portal is reloaded at once', async () => {
    await runScenario([new LoadTab('portal'), new Reload(1)], '', [0]);
  });

  it('a refusal during an outage signs everyone out once the SSO answers', async () => {
    await runScenario(
      [new LoadTab('portal'), new Outage(true, false, false), new Revoke(), new Advance(30 * 60_000)],
      '',
      [100],
    );
  });

  it('random and forged tokenpayloads never throw and never sign anyone in', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), async (payload) => {
        const time = createFakeTime(T0);
        const sso = createAuthMemory({ clock: time.clock });
        const site = createSessionMemory({ sso: sso.port, clock: time.clock });
        const world: World = {
          time,
          sso,
          site,
          bus: createSessionBusMemory(),
          randomPayload: payload,
          tabs: [],
          inFlight: { n: 0 },
          stream: createStreamMemory({ accessToken: () => undefined, whoIs: () => undefined }),
        };
        await openTab(world, 'random');
        await openTab(world, 'forged');
        for (const t of world.tabs)
          expect(t.vm.state).toMatchObject({ status: 'signed-out', errorCode: 'AUTH.UNABLE_TO_SIGN_IN' });
        expect(site.held()).toEqual({});
        for (const t of world.tabs) t.stop();
      }),
      { numRuns: 200 },
    );
  });
});
