import axe from 'axe-core';
import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Ports, err, unavailable, type WebSettings } from '@core';
import { createMemoryServices } from '@test/support/memory-services';
import { renderWithServices } from '@test/support/render';
import { ViewModels } from '../../shared/services/service-tokens';
import { AccountVmProvider } from './account-context';
import AccountPanelContainer from './account-panel-container';
import {
  createFakeAccountVm,
  createSignedInFakeAccountVm,
  demoLinks,
  demoUser,
  type FakeAccountVm,
} from './testing/fake-account-vm';
import { FakeAccountFrame } from './testing/fake-account-frame';
import { RestrictedMedia } from './restricted-media';
import { useSignedIn } from './use-signed-in';

const axeOptions = { rules: { 'color-contrast': { enabled: false } } };

// the seeded web settings, read the way the shell reads them
async function seededLogin(): Promise<WebSettings['login']> {
  const r = await createMemoryServices().get(Ports.webSettings).get();
  if (!r.ok) throw new Error('memory web settings failed');
  return r.value.login;
}

function setup(vm: FakeAccountVm = createFakeAccountVm(), { settingsFail = false, extra = null as ReactNode } = {}) {
  const services = createMemoryServices(
    settingsFail ? { webSettings: { get: async () => err(unavailable('web-api')) } } : {},
  );
  const ui = services.get(ViewModels.interfaceVm);
  const view = renderWithServices(
    <FakeAccountFrame vm={vm}>
      <button type="button" onClick={() => ui.dispatch({ type: 'account/open' })}>
        Login
      </button>
      {extra}
      <AccountPanelContainer />
    </FakeAccountFrame>,
    { services },
  );
  return { ...view, ui, vm, services, user: userEvent.setup() };
}

describe('AccountPanel', () => {
  it('is closed until account/open, then a labelled modal dialog with focus inside and the background locked', async () => {
    const { ui, user } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close account panel' })).toHaveFocus();
    expect(ui.state.lockBackground).toBe(true);
  });

  it('Escape closes it, dispatches account/close (clearing the prompt) and returns focus to the opener', async () => {
    const { ui, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await act(async () => ui.dispatch({ type: 'loginPrompt/open', message: 'Sign in to watch' }));
    expect(screen.getByText('Sign in to watch')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ui.state.accountHeaderOpen).toBe(false);
    expect(ui.state.loginPrompt.message).toBe('');
    expect(ui.state.lockBackground).toBe(false);
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
  });

  it('the close button closes it too and returns focus', async () => {
    const { ui, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(screen.getByRole('button', { name: 'Close account panel' }));
    expect(ui.state.accountHeaderOpen).toBe(false);
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const close = screen.getByRole('button', { name: 'Close account panel' });
    const register = screen.getByRole('link', { name: 'Register' });
    await user.tab({ shift: true });
    expect(register).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    // a full lap never leaves the dialog
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('signed out: web settings headings, form, social sign-in, forgot password and register box, without axe violations', async () => {
    const loginSettings = await seededLogin();
    const { container, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    expect(await within(dialog).findByRole('heading', { level: 2, name: loginSettings.heading })).toBeInTheDocument();
    const form = within(dialog).getByRole('form', { name: loginSettings.heading });
    expect(form).toHaveAttribute('action', demoLinks.loginFormAction);
    expect(form).toHaveAttribute('method', 'post');
    expect(within(form).getByRole('textbox', { name: 'Email address' })).toHaveAttribute('name', 'email');
    expect(within(form).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(form.querySelector('input[type="hidden"][name="redirect_uri"]')).toHaveValue(demoLinks.redirectUri);
    expect(within(dialog).getByRole('link', { name: 'Facebook sign-in' })).toHaveAttribute(
      'href',
      demoLinks.social.facebook,
    );
    expect(within(dialog).getByRole('link', { name: 'Google sign-in' })).toHaveAttribute(
      'href',
      demoLinks.social.google,
    );
    expect(within(dialog).getByRole('link', { name: 'Apple sign-in' })).toHaveAttribute('href', demoLinks.social.apple);
    expect(within(dialog).getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      demoLinks.forgotPassword,
    );
    expect(within(dialog).getByRole('heading', { level: 3, name: loginSettings.registerHeading })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Register' })).toHaveAttribute('href', demoLinks.register);
    expect(within(dialog).getByRole('alert')).toBeEmptyDOMElement();
    expect((await axe.run(container, axeOptions)).violations).toEqual([]);
  });

  it('following Register notes in this tab when the fan left, so the return counts a registration; signing in does not', async () => {
    const { services, user } = setup();
    const note = services.get(Ports.registrationNote);
    // jsdom cannot leave for the portal: stop the navigation, keep the click
    const stay = (e: Event) => e.preventDefault();
    document.addEventListener('click', stay);
    try {
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await user.click(screen.getByRole('link', { name: 'Facebook sign-in' }));
      expect(note.read()).toBeNull();
      await user.click(screen.getByRole('link', { name: 'Register' }));
      expect(note.read()).toBe(services.get(Ports.clock).now());
    } finally {
      document.removeEventListener('click', stay);
    }
  });

  it("falls back to 'Sign in' when the web settings are not loaded", async () => {
    const { user } = setup(createFakeAccountVm(), { settingsFail: true });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in' })).toBeInTheDocument();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the catalogued message of the account error code in the alert area', async () => {
    const vm = createFakeAccountVm({ state: { errorCode: 'AUTH.REFRESH_FAILED' } });
    const { user, container } = setup(vm);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to log in. Failed refresh token');
    await act(async () => {
      vm.state.errorCode = 'AUTH.REFRESH_INVALID_REQUEST';
    });
    expect(screen.getByRole('alert')).toHaveTextContent('There was a problem logging in');
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again in a few minutes');
    expect((await axe.run(container, axeOptions)).violations).toEqual([]);
  });

  it("a refused sign-in: the sign-in service's own words in the alert area, not the catalogue's (ACCOUNT-4)", async () => {
    const words = 'The email address or password you entered is incorrect.';
    const vm = createFakeAccountVm({ state: { errorCode: 'AUTH.SIGN_IN_REFUSED', errorMessage: words } });
    const { user, container } = setup(vm);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent(words);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Unable to sign in');
    expect((await axe.run(container, axeOptions)).violations).toEqual([]);
  });

  it('shows the login prompt message and describes the dialog with it', async () => {
    const { ui } = setup();
    await act(async () =>
      ui.dispatch({ type: 'loginPrompt/open', message: 'To View This Video Please Sign In or Register An Account' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    expect(dialog).toHaveAccessibleDescription('To View This Video Please Sign In or Register An Account');
  });

  it('lower-cases the email before the form is submitted', async () => {
    const { user } = setup();
    let posted: FormData | null = null;
    // runs after React's handler (document is above the React root), like the browser building the post:
    // a submit React held back (to ask for the return address first) is not a post
    const capture = (e: Event) => {
      if (e.defaultPrevented) return;
      e.preventDefault();
      posted = new FormData(e.target as HTMLFormElement);
    };
    document.addEventListener('submit', capture);
    try {
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'Fan.Name@Example.COM');
      await user.type(screen.getByLabelText('Password'), 'Secret-Pass1');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
    } finally {
      document.removeEventListener('submit', capture);
    }
    expect(posted).not.toBeNull();
    const data = posted as unknown as FormData;
    expect(data.get('email')).toBe('fan.name@example.com');
    expect(data.get('password')).toBe('Secret-Pass1');
    expect(data.get('redirect_uri')).toBe(demoLinks.redirectUri);
    // the portal sends a refusal back to the panel rather than to its own page
    expect(data.get('return_errors')).toBe('true');
  });

  /** the form's posts, as the browser would send them (a submit React held back is none) */
  async function signInPosts(vm: FakeAccountVm) {
    const { user } = setup(vm);
    const posts: FormData[] = [];
    const capture = (e: Event) => {
      if (e.defaultPrevented) return;
      e.preventDefault();
      posts.push(new FormData(e.target as HTMLFormElement));
    };
    document.addEventListener('submit', capture);
    try {
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'fan@example.com');
      await user.type(screen.getByLabelText('Password'), 'Secret-Pass1');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await act(async () => undefined);
    } finally {
      document.removeEventListener('submit', capture);
    }
    return posts;
  }

  it("posts once, with the return address the site server prepared (the sign-in's one-time state in it)", async () => {
    const prepared = 'https://www.uzfc.example/news?sign_in_state=a-one-time-state';
    const vm = createFakeAccountVm({ prepareSignIn: async () => prepared });
    const posts = await signInPosts(vm);
    expect(posts.map((p) => p.get('redirect_uri'))).toEqual([prepared]);
    expect(vm.calls).toContain('prepareSignIn');
  });

  it('when the site cannot start a sign-in, says so and posts nothing', async () => {
    const posts = await signInPosts(createFakeAccountVm({ prepareSignIn: async () => null }));
    expect(posts).toEqual([]);
    expect(within(screen.getByRole('dialog', { name: 'Account' })).getByRole('alert')).toHaveTextContent(
      'Signing in is not available right now',
    );
  });

  it.each([
    ['restoring', 'Checking your account…'],
    ['signing-in', 'Signing you in…'],
  ] as const)('%s: shows a status instead of the form', async (status, label) => {
    const { user } = setup(createFakeAccountVm({ state: { status } }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('status')).toHaveTextContent(label);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('signed in: default avatar, welcome text, name, Manage Account, View Subscriptions and Log Out, without axe violations', async () => {
    const { user, container } = setup(createSignedInFakeAccountVm());
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    expect(within(dialog).getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(within(dialog).getByText(demoUser.displayName)).toBeInTheDocument();
    expect(within(dialog).getByText('JM')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Manage Account' })).toHaveAttribute(
      'href',
      demoLinks.manageAccount,
    );
    expect(within(dialog).getByRole('link', { name: 'View Subscriptions' })).toHaveAttribute(
      'href',
      demoLinks.subscriptions,
    );
    expect(within(dialog).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
    expect((await axe.run(container, axeOptions)).violations).toEqual([]);
  });

  it('signed in with a profile image shows it; without a subscriptions link hides View Subscriptions', async () => {
    const vm = createSignedInFakeAccountVm({
      withoutSubscriptions: true,
      state: { user: { ...demoUser, profileImageKey: 'profile-jordan' } },
    });
    const { user, container } = setup(vm);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // decorative (alt=''): the name beside it says whose it is; the initials avatar is gone
    expect(container.querySelector('img[alt=""]')).not.toBeNull();
    expect(screen.queryByText('JM')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Subscriptions' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Account' })).toBeInTheDocument();
  });

  it('Log Out calls the view model once and keeps focus inside the dialog', async () => {
    const logout = vi.fn(async () => {});
    const vm = createSignedInFakeAccountVm({ logout });
    const { user } = setup(vm);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(vm.calls).toEqual(['logout']);
    await act(async () => {
      vm.state.status = 'signed-out';
      vm.state.user = null;
    });
    expect(screen.getByRole('form')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close account panel' })).toHaveFocus();
  });
});

describe('RestrictedMedia', () => {
  it("shows the guest notice; 'Sign In Or Register' opens the panel with the prompt, closing returns focus", async () => {
    const { ui, user, container } = setup(createFakeAccountVm(), { extra: <RestrictedMedia /> });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    }); // the shell's settings arrive
    expect(screen.getByText('To View This Video Please Sign In or Register An Account')).toBeInTheDocument();
    expect((await axe.run(container, axeOptions)).violations).toEqual([]);
    const button = screen.getByRole('button', { name: 'Sign In Or Register' });
    await user.click(button);
    expect(ui.state.accountHeaderOpen).toBe(true);
    expect(ui.state.loginPrompt.message).toBe('To View This Video Please Sign In or Register An Account');
    expect(screen.getByRole('dialog', { name: 'Account' })).toHaveAccessibleDescription(
      'To View This Video Please Sign In or Register An Account',
    );
    await user.keyboard('{Escape}');
    expect(ui.state.loginPrompt.message).toBe('');
    expect(button).toHaveFocus();
  });
});

describe('useSignedIn and AccountVmProvider', () => {
  it('is false without a provider', () => {
    expect(renderHook(() => useSignedIn()).result.current).toBe(false);
  });

  it('follows the account status', async () => {
    const vm = createFakeAccountVm({ state: { status: 'restoring' } });
    const { result } = renderHook(() => useSignedIn(), {
      wrapper: ({ children }) => (
        <AccountVmProvider vm={vm} start={false}>
          {children}
        </AccountVmProvider>
      ),
    });
    expect(result.current).toBe(false);
    await act(async () => {
      vm.state.status = 'signed-in';
      vm.state.user = demoUser;
    });
    expect(result.current).toBe(true);
    await act(async () => {
      vm.state.status = 'signed-out';
      vm.state.user = null;
    });
    expect(result.current).toBe(false);
  });

  it('the provider starts the view model and disposes it on unmount', () => {
    const vm = createFakeAccountVm();
    const { unmount } = renderHook(() => null, {
      wrapper: ({ children }) => <AccountVmProvider vm={vm}>{children}</AccountVmProvider>,
    });
    expect(vm.calls).toEqual(['start']);
    unmount();
    expect(vm.calls).toEqual(['start', 'dispose']);
  });
});
