import { useId, useRef, useState, type FormEvent } from 'react';
import { describeError, site } from '@core';
import { VisuallyHidden } from '../../shared/components/visually-hidden';
import { AppLink } from '../../shared/components/app-link';
import { ActionButton, ButtonLink } from '../../shared/components/button';
import { useFocusTrap } from '../../shared/components/focus';
import { Icon, type IconName } from '../../shared/components/icon';
import { Loading } from '../../shared/components/loading';
import { ResponsiveImage } from '../../shared/components/responsive-image';
import type { AccountLinks, AccountState, AccountUser, SocialProvider } from './account-vm-types';
import { ServiceTroubleText } from './service-trouble-text';
import styles from './account-panel.module.css';

export const defaultLoginHeading = 'Sign in';
export const defaultRegisterHeading = 'New here? Create a free account';
export const welcomeText = 'Welcome back';

export interface AccountPanelProps {
  /** a snapshot of the account view model's state */
  readonly account: Readonly<AccountState>;
  readonly links: AccountLinks;
  /** web settings login heading; empty falls back to 'Sign in' */
  readonly loginHeading?: string;
  readonly registerHeading?: string;
  /** interface loginPrompt.message: why the fan was asked to sign in */
  readonly promptMessage?: string;
  readonly onClose: () => void;
  readonly onLogout: () => void;
  /** the fan follows Register to the portal (the page notes it, so the return counts a registration) */
  readonly onRegister?: () => void;
  /**
   * asked when the form is sent: the return address to give the portal, with the sign-in's
   * one-time state (AccountVm.prepareSignIn); null: the form shows that signing in is unavailable
   */
  readonly onPrepareSignIn?: () => Promise<string | null>;
}

/**
 * The slide-in account panel (ACCOUNT-2): a modal dialog that traps focus,
 * closes on Escape and hands focus back to whatever opened it. It is mounted only
 * while open, so the trap's clean-up is what returns focus.
 */
export function AccountPanel({
  account,
  links,
  loginHeading,
  registerHeading,
  promptMessage = '',
  onClose,
  onLogout,
  onRegister,
  onPrepareSignIn,
}: AccountPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  // the close button comes first, so it takes focus on open (the trap's default)
  useFocusTrap(ref, true, { onEscape: onClose });
  const logout = () => {
    // Log Out disappears with the signed-in view: keep focus inside the dialog
    ref.current?.querySelector<HTMLButtonElement>('[data-close]')?.focus();
    onLogout();
  };

  return (
    <>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={ref}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Account"
        aria-describedby={promptMessage ? `${id}-prompt` : undefined}
      >
        <div className={styles.top}>
          <ActionButton
            data-close
            variant="ghost-dark"
            icon="Close"
            small
            onClick={onClose}
            aria-label="Close account panel"
          >
            Close
          </ActionButton>
        </div>
        {promptMessage ? (
          <p id={`${id}-prompt`} className={styles.prompt}>
            {promptMessage}
          </p>
        ) : null}
        {/* said here too while the panel covers the page (the page's notice is the one that announces it) */}
        {account.serviceTrouble ? (
          <p className={styles.trouble}>
            <ServiceTroubleText />
          </p>
        ) : null}
        {account.status === 'restoring' ? <Loading label="Checking your account…" /> : null}
        {account.status === 'signing-in' ? <Loading label="Signing you in…" /> : null}
        {account.status === 'signed-in' && account.user ? (
          <SignedIn user={account.user} links={links} onLogout={logout} />
        ) : null}
        {account.status === 'signed-out' || (account.status === 'signed-in' && !account.user) ? (
          <SignedOut
            errorCode={account.errorCode}
            errorMessage={account.errorMessage}
            links={links}
            heading={loginHeading || defaultLoginHeading}
            registerHeading={registerHeading || defaultRegisterHeading}
            onRegister={onRegister}
            onPrepareSignIn={onPrepareSignIn}
          />
        ) : null}
      </div>
    </>
  );
}

const SOCIAL: readonly { provider: SocialProvider; label: string; icon?: IconName }[] = [
  { provider: 'facebook', label: 'Facebook', icon: 'Facebook' },
  { provider: 'google', label: 'Google' },
  { provider: 'apple', label: 'Apple' },
];

function SignedOut({
  errorCode,
  errorMessage,
  links,
  heading,
  registerHeading,
  onRegister,
  onPrepareSignIn,
}: {
  readonly errorCode: string | null;
  /** the sign-in service's own words, shown instead of the catalogue's message (ACCOUNT-4) */
  readonly errorMessage: string | null;
  readonly links: AccountLinks;
  readonly heading: string;
  readonly registerHeading: string;
  readonly onRegister?: () => void;
  readonly onPrepareSignIn?: () => Promise<string | null>;
}) {
  const id = useId();
  const email = useRef<HTMLInputElement>(null);
  const returnAddress = useRef<HTMLInputElement>(null);
  // the form's return address carries the sign-in's state: asked once per send, then the form posts
  const prepared = useRef(false);
  const [startFailed, setStartFailed] = useState(false);
  const shownCode = startFailed ? 'AUTH.SIGN_IN_UNAVAILABLE' : errorCode;
  const error = shownCode ? describeError({ code: shownCode }) : null;
  // The portal matches addresses case-sensitively; lower-casing in the submit event
  // runs before the browser builds the form data, so the post carries it (ACCOUNT-3).
  const submit = (e: FormEvent<HTMLFormElement>) => {
    if (email.current) email.current.value = email.current.value.toLowerCase();
    if (!onPrepareSignIn || prepared.current) return;
    e.preventDefault();
    const form = e.currentTarget;
    setStartFailed(false);
    void onPrepareSignIn().then((address) => {
      if (!address || !returnAddress.current) {
        setStartFailed(true);
        return;
      }
      returnAddress.current.value = address;
      prepared.current = true;
      // sent again, now with its state: this time the browser posts it to the portal
      form.requestSubmit();
      prepared.current = false;
    });
  };
  return (
    <div className={styles.section}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {heading}
      </h2>
      <div role="alert" className={styles.error}>
        {error?.title ? <p className={styles.errorTitle}>{error.title}</p> : null}
        {error ? <p className={styles.errorMessage}>{errorMessage ?? error.message}</p> : null}
      </div>
      <form
        className={styles.form}
        method="post"
        action={links.loginFormAction}
        onSubmit={submit}
        aria-labelledby={`${id}-heading`}
      >
        <label className={styles.label} htmlFor={`${id}-email`}>
          Email address
        </label>
        <input
          ref={email}
          id={`${id}-email`}
          className={styles.input}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <label className={styles.label} htmlFor={`${id}-password`}>
          Password
        </label>
        <input
          id={`${id}-password`}
          className={styles.input}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <input ref={returnAddress} type="hidden" name="redirect_uri" value={links.redirectUri} />
        {Object.entries(links.loginFormFields ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <ActionButton type="submit" variant="primary-dark" icon="SignIn">
          Sign in
        </ActionButton>
      </form>
      <AppLink href={links.forgotPassword} className={styles.textLink}>
        Forgot your password?
      </AppLink>
      <p className={styles.divider}>
        <span>or continue with</span>
      </p>
      <ul className={styles.social}>
        {SOCIAL.map(({ provider, label, icon }) => (
          <li key={provider}>
            <AppLink href={links.social[provider]} className={styles.socialLink}>
              {icon ? (
                <Icon name={icon} />
              ) : (
                <span className={styles.mark} aria-hidden="true">
                  {label[0]}
                </span>
              )}
              {/* the name starts with the visible label's words (WCAG 2.5.3 label in name) */}
              <span>
                {label} <VisuallyHidden>sign-in</VisuallyHidden>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
      <section className={styles.register} aria-labelledby={`${id}-register`}>
        <h3 id={`${id}-register`} className={styles.registerHeading}>
          {registerHeading}
        </h3>
        <ButtonLink
          button={{ type: 'primary-dark', link: links.register, text: 'Register', small: true }}
          onClick={onRegister}
        />
      </section>
    </div>
  );
}

function initials(user: AccountUser): string {
  const letters =
    `${user.forename.trim()[0] ?? ''}${user.surname.trim()[0] ?? ''}` || (user.displayName.trim()[0] ?? '');
  return letters.toUpperCase();
}

function SignedIn({
  user,
  links,
  onLogout,
}: {
  readonly user: AccountUser;
  readonly links: AccountLinks;
  readonly onLogout: () => void;
}) {
  const letters = initials(user);
  return (
    <div className={styles.section}>
      <div className={styles.profile}>
        {user.profileImageKey ? (
          // decorative: the name is written right beside it
          <ResponsiveImage
            imageKey={user.profileImageKey}
            alt=""
            width={400}
            height={400}
            sizes="96px"
            fit="cover"
            className={styles.avatar}
          />
        ) : (
          <span className={`${styles.avatar} ${styles.defaultAvatar}`} aria-hidden="true">
            {letters || <Icon name="User" />}
          </span>
        )}
        <div>
          <h2 className={styles.heading}>{welcomeText}</h2>
          <p className={styles.name}>{user.displayName}</p>
        </div>
      </div>
      <ul className={styles.actions}>
        <li>
          <ButtonLink button={{ type: 'primary-dark', link: links.manageAccount, text: 'Manage Account' }} />
        </li>
        {links.subscriptions ? (
          <li>
            <ButtonLink
              button={{ type: 'primary-dark', link: links.subscriptions, text: site.buttonLabels.viewSubscriptions }}
            />
          </li>
        ) : null}
        <li>
          <ActionButton variant="ghost-dark" onClick={onLogout}>
            Log Out
          </ActionButton>
        </li>
      </ul>
    </div>
  );
}
