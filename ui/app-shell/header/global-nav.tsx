import { club, externalLinks } from '@core/config/site-config';
import { buttonLabels } from '@core/config/site-config';
import { AppLink } from '../../shared/components/app-link';
import { Icon } from '../../shared/components/icon';
import { AccessibilityWidget } from '../accessibility/accessibility-widget';
import styles from './header.module.css';
import { ReservedSwap } from '../../shared/scheduling';

export interface GlobalNavProps {
  readonly signedIn: boolean;
  readonly searchOpen: boolean;
  readonly onProfile: () => void;
  readonly onSearch: () => void;
}

/**
 * The accessibility settings, search and profile buttons. They live in the global nav; when
 * the web settings turn the global nav off they move into the primary bar, never away.
 */
export function GlobalActions({ signedIn, searchOpen, onProfile, onSearch }: GlobalNavProps) {
  return (
    <div className={styles.globalActions}>
      <AccessibilityWidget className={styles.globalButton} />
      <button type="button" className={styles.globalButton} onClick={onSearch} aria-expanded={searchOpen}>
        <Icon name="Search" /> <span>Search</span>
      </button>
      <button type="button" className={styles.globalButton} onClick={onProfile}>
        {/* the server's HTML says 'Login' to everyone; the box already fits 'Profile' */}
        <Icon name="User" />{' '}
        <ReservedSwap showSecond={signedIn} first={buttonLabels.login} second={buttonLabels.profile} />
      </button>
    </div>
  );
}

/** The thin top bar: sticky links, the profile (account panel) and search buttons. */
export function GlobalNav(props: GlobalNavProps) {
  return (
    <nav className={styles.globalNav} aria-label="Global">
      <ul className={styles.globalLinks}>
        <li>
          <AppLink href={externalLinks.tickets} newTab>
            Tickets
          </AppLink>
        </li>
        <li>
          <AppLink href={externalLinks.shop} newTab>
            Shop
          </AppLink>
        </li>
        <li>
          <AppLink href="/videos">{club.videoBrand}</AppLink>
        </li>
      </ul>
      <GlobalActions {...props} />
    </nav>
  );
}
