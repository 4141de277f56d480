import { useEffect, useId, useRef } from 'react';
import { site } from '@core';
import { ActionButton } from '../../shared/components/button';
import { AppLink } from '../../shared/components/app-link';
import styles from './cookie-consent.module.css';

export interface CookieConsentProps {
  readonly title: string;
  readonly text: string;
  readonly findOutMoreLink: string;
  readonly onAcceptAll: () => void;
  readonly onOnlyEssential: () => void;
  /** reopened from 'Cookie settings': focus goes to the popup's title, so the fan lands in it */
  readonly focusOnShow?: boolean;
}

/**
 * The cookie popup: a non-modal region at the bottom of the page, so the site stays
 * usable (and readable by assistive technology) while the visitor decides.
 */
export function CookieConsent({
  title,
  text,
  findOutMoreLink,
  onAcceptAll,
  onOnlyEssential,
  focusOnShow = false,
}: CookieConsentProps) {
  const titleId = useId();
  const textId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <section className={styles.popup} aria-labelledby={titleId} aria-describedby={textId} data-cookie-notice="">
      <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      <p id={textId} className={styles.text}>
        {text}
      </p>
      <div className={styles.actions}>
        <ActionButton variant="primary-light" onClick={onAcceptAll}>
          {site.buttonLabels.acceptAllCookies}
        </ActionButton>
        <ActionButton variant="ghost-light" onClick={onOnlyEssential}>
          {site.buttonLabels.onlyEssential}
        </ActionButton>
        <AppLink href={findOutMoreLink} className={styles.more}>
          {site.buttonLabels.findOutMore}
        </AppLink>
      </div>
    </section>
  );
}
