import { proxy } from 'valtio/vanilla';
import type { StreamPort } from '@core';
import { createStreamMemory } from '@adapters/memory/stream/stream-memory';
import type { AccountLinks, AccountState, AccountUser, AccountVm } from '../account-vm-types';

/**
 * A stand-alone AccountVm for stories and component tests: the real state shape,
 * actions that only record their calls (no vitest import, so Storybook can use it
 * too). Tests that need a spy pass `logout: vi.fn()`.
 */
export const demoLinks: AccountLinks = {
  login: 'https://login.uzfc.example/sign-in',
  register: 'https://login.uzfc.example/register',
  forgotPassword: 'https://login.uzfc.example/forgot-password',
  manageAccount: 'https://login.uzfc.example/profile',
  subscriptions: 'https://login.uzfc.example/subscriptions',
  social: {
    facebook: 'https://login.uzfc.example/social/facebook',
    google: 'https://login.uzfc.example/social/google',
    apple: 'https://login.uzfc.example/social/apple',
  },
  loginFormAction: 'https://login.uzfc.example/sign-in',
  redirectUri: 'https://www.uzfc.example/',
  loginFormFields: { return_errors: 'true' },
};

export const demoUser: AccountUser = {
  displayName: 'Jordan Miles',
  ssoID: 'sso-demo-0001',
  forename: 'Jordan',
  surname: 'Miles',
  profileImageKey: '',
};

export interface FakeAccountVmOptions {
  readonly state?: Partial<AccountState>;
  readonly links?: Partial<AccountLinks>;
  /** drop the optional subscriptions link (it is set in demoLinks) */
  readonly withoutSubscriptions?: boolean;
  readonly logout?: () => Promise<void>;
  readonly refreshEntitlements?: () => Promise<void>;
  /** the form's prepared return address (default: the links' redirectUri; null: the site could not start one) */
  readonly prepareSignIn?: () => Promise<string | null>;
  /** the stream service; stories and tests pass createStreamMemory(...); default: unreachable */
  readonly stream?: StreamPort;
}

/** the in-memory stream service, failing: the catalogued connection failure for every call */
function unreachableStream(): StreamPort {
  const stream = createStreamMemory({ accessToken: () => undefined, whoIs: () => undefined });
  stream.setFailing(true);
  return stream;
}

export interface FakeAccountVm extends AccountVm {
  /** names of the actions called, in order */
  readonly calls: string[];
  /**
   * this fan's stream service: the app attaches the session's own to the container beside
   * the account (app/container/create-account-vm.ts); the test helpers bind it as Ports.stream
   */
  readonly stream: StreamPort;
}

export function createFakeAccountVm(options: FakeAccountVmOptions = {}): FakeAccountVm {
  const calls: string[] = [];
  const state = proxy<AccountState>({
    status: 'signed-out',
    user: null,
    entitlements: [],
    sessionID: 424_242,
    errorCode: null,
    errorMessage: null,
    serviceTrouble: false,
    ...options.state,
  });
  const { subscriptions, ...required } = { ...demoLinks, ...options.links };
  const links: AccountLinks =
    options.withoutSubscriptions || !subscriptions ? required : { ...required, subscriptions };
  return {
    state,
    links,
    calls,
    stream: options.stream ?? unreachableStream(),
    start() {
      calls.push('start');
      return () => calls.push('dispose');
    },
    async logout() {
      calls.push('logout');
      await options.logout?.();
    },
    async refreshEntitlements() {
      calls.push('refreshEntitlements');
      await options.refreshEntitlements?.();
    },
    async prepareSignIn() {
      calls.push('prepareSignIn');
      return options.prepareSignIn ? options.prepareSignIn() : links.redirectUri;
    },
  };
}

/** A signed-in fake, the state the panel shows after a successful sign-in. */
export function createSignedInFakeAccountVm(options: FakeAccountVmOptions = {}): FakeAccountVm {
  return createFakeAccountVm({
    ...options,
    state: { status: 'signed-in', user: demoUser, entitlements: ['live-video'], ...options.state },
  });
}
