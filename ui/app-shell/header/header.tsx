import type { HeaderStyle, MenuItem } from '@core';
import type { HeaderScrollState } from '@core/shell/header-visibility';
import { GlobalNav } from './global-nav';
import { PrimaryNav } from './primary-nav';
import { StickyNav } from './sticky-nav';
import styles from './header.module.css';

export interface HeaderViewProps {
  readonly headerStyle: HeaderStyle;
  readonly scroll: HeaderScrollState;
  readonly primary: readonly MenuItem[];
  readonly signedIn: boolean;
  readonly menuOpen: boolean;
  readonly searchOpen: boolean;
  readonly onToggleMenu: () => void;
  readonly onProfile: () => void;
  readonly onSearch: () => void;
}

/** Presentational header: style, hide/reveal and sticky flags come in as props. */
export function HeaderView(p: HeaderViewProps) {
  return (
    <>
      <header
        className={styles.header}
        data-style={p.headerStyle}
        data-hidden={p.scroll.hidden && !p.menuOpen ? 'true' : 'false'}
        data-sticky={p.scroll.sticky ? 'true' : 'false'}
      >
        <GlobalNav signedIn={p.signedIn} searchOpen={p.searchOpen} onProfile={p.onProfile} onSearch={p.onSearch} />
        <PrimaryNav items={p.primary} menuOpen={p.menuOpen} onToggleMenu={p.onToggleMenu} />
      </header>
      {p.scroll.sticky && p.scroll.hidden ? <StickyNav items={p.primary} /> : null}
    </>
  );
}
