import { useState } from 'react';
import { site } from '@core';
import { AppLink } from '../../../shared/components/app-link';
import { ActionButton } from '../../../shared/components/button';
import { Icon, type IconName } from '../../../shared/components/icon';
import { useShellSettings } from '../../../app-shell/shell-context';
import { shareLinks, type ShareLink } from './share-links';
import styles from './article.module.css';

const ICONS: Record<ShareLink['network'], IconName> = { twitter: 'Twitter', facebook: 'Facebook', email: 'Email' };

/**
 * Share links (the web settings' `share`: which networks, the Twitter pre-text) and a copy-link button whose outcome is
 * announced in a polite status message, since a copy changes nothing on screen.
 */
export function ShareBar({ url, title }: { readonly url: string; readonly title: string }) {
  const [copyMessage, setCopyMessage] = useState('');
  const share = useShellSettings()?.share ?? site.share;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyMessage('Link copied to clipboard');
    } catch {
      setCopyMessage('Could not copy the link');
    }
  };
  return (
    <section className={styles.share} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.asideTitle}>
        Share this article
      </h2>
      <ul className={styles.shareList}>
        {shareLinks(url, title, share).map((link) => (
          <li key={link.network}>
            <AppLink href={link.href} newTab={link.network !== 'email'} className={styles.shareLink}>
              <Icon name={ICONS[link.network]} />
              <span>{link.label}</span>
            </AppLink>
          </li>
        ))}
        {share.copyLink ? (
          <li>
            <ActionButton variant="ghost-dark" small icon="CopyLink" iconAlignment="left" onClick={() => void copy()}>
              Copy link
            </ActionButton>
          </li>
        ) : null}
      </ul>
      <p role="status" className={styles.copyStatus}>
        {copyMessage}
      </p>
    </section>
  );
}
