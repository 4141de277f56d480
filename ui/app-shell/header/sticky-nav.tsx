import { NavLink } from 'react-router-dom';
import type { MenuItem } from '@core';
import styles from './header.module.css';

/**
 * A slim bar of the primary sections, shown after scrolling past the header while the
 * full header is tucked away, so the sections stay one click away.
 */
export function StickyNav({ items }: { readonly items: readonly MenuItem[] }) {
  return (
    <nav className={styles.stickyNav} aria-label="Sticky">
      <ul>
        {items
          .filter((i) => i.link.startsWith('/'))
          .map((item) => (
            <li key={item.link}>
              <NavLink to={item.link}>{item.label}</NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
