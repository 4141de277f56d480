import { useEffect, useId, useRef } from 'react';
import { SITE_LOCK, siteLockTexts } from '@core/site-lock/site-lock';
import { ActionButton } from '../../shared/components/button';
import { Crest } from '../crest';
import styles from './site-lock-screen.module.css';

export interface SiteLockScreenProps {
  readonly password: string;
  readonly matches: boolean;
  readonly onPassword: (text: string) => void;
  /** where the fan goes once let in: the address they asked for */
  readonly returnTo: string;
}

/**
 * The development site-lock screen (LOCK-1): password entry and the access button,
 * enabled only when the expected password is typed. The form posts to the site server,
 * which checks the password again and sets the allow-entry cookie for 60 days.
 */
export function SiteLockScreen({ password, matches, onPassword, returnTo }: SiteLockScreenProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // the only thing to do on this page: start there
  useEffect(() => input.current?.focus(), []);
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <Crest size={56} />
        <h1 className={styles.heading}>{siteLockTexts.heading}</h1>
        <p className={styles.intro}>{siteLockTexts.intro}</p>
        <form className={styles.form} method="post" action={SITE_LOCK.endpoint}>
          <input type="hidden" name={SITE_LOCK.returnField} value={returnTo} />
          <label htmlFor={`${id}-password`} className={styles.label}>
            {siteLockTexts.passwordLabel}
          </label>
          <input
            ref={input}
            id={`${id}-password`}
            className={styles.input}
            type="password"
            name={SITE_LOCK.passwordField}
            autoComplete="current-password"
            value={password}
            onChange={(e) => onPassword(e.target.value)}
          />
          <ActionButton type="submit" variant="primary-dark" disabled={!matches}>
            {siteLockTexts.access}
          </ActionButton>
          <p role="status" className={styles.status}>
            {matches ? siteLockTexts.accepted : ''}
          </p>
        </form>
      </div>
    </main>
  );
}
