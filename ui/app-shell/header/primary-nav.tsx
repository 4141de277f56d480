import type { ReactNode } from 'react';
import { NavLink, Link } from 'react-router-dom';
import type { MenuItem } from '@core';
import { club } from '@core/config/site-config';
import { AppLink } from '../../shared/components/app-link';
import { Icon } from '../../shared/components/icon';
import { VisuallyHidden } from '../../shared/components/visually-hidden';
import { Crest } from '../crest';
import styles from './header.module.css';

export const MAIN_MENU_ID = 'main-menu';

export interface PrimaryNavProps {
  readonly items: readonly MenuItem[];
  readonly menuOpen: boolean;
  readonly onToggleMenu: () => void;
  /** 'Sticky' for the copy that appears after scrolling past the header */
  readonly label?: string;
  /** shown before the burger (the header sponsor) */
  readonly aside?: ReactNode;
}

/** Crest, the four primary sections and the burger that opens the full-screen menu. */
export function PrimaryNav({ items, menuOpen, onToggleMenu, label = 'Primary', aside }: PrimaryNavProps) {
  return (
    <nav className={styles.primaryNav} aria-label={label}>
      <Link to="/" className={styles.home} aria-label={`${club.shortName} home`}>
        <Crest />
        <span className={styles.clubName}>{club.shortName}</span>
      </Link>
      <ul className={styles.primaryLinks}>
        {items.map((item) => (
          <li key={item.link}>
            {item.link.startsWith('/') ? (
              <NavLink
                to={item.link}
                className={({ isActive }) => (isActive ? `${styles.primaryLink} ${styles.active}` : styles.primaryLink)}
              >
                {item.label}
              </NavLink>
            ) : (
              <AppLink href={item.link} newTab={item.newTab} className={styles.primaryLink}>
                {item.label}
              </AppLink>
            )}
          </li>
        ))}
      </ul>
      {aside}
      <button
        type="button"
        className={styles.burger}
        aria-expanded={menuOpen}
        aria-controls={MAIN_MENU_ID}
        onClick={onToggleMenu}
      >
        <Icon name={menuOpen ? 'Close' : 'Burger'} />
        <VisuallyHidden>{menuOpen ? 'Close menu' : 'Menu'}</VisuallyHidden>
      </button>
    </nav>
  );
}
