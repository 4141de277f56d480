import type { HeaderSponsor as HeaderSponsorData, HeaderStyle, MenuItem } from '@core';
import { headerPresentation, type HeaderMotion } from '@core/shell/header-variant';
import type { HeaderScrollState } from '@core/shell/header-visibility';
import { GlobalActions, GlobalNav } from './global-nav';
import { HeaderSponsor } from './header-sponsor';
import { PrimaryNav } from './primary-nav';
import { StickyNav } from './sticky-nav';
import styles from './header.module.css';

export interface HeaderViewProps {
  /** the page type's look (solid, transparent-light, transparent-dark) */
  readonly headerStyle: HeaderStyle;
  /** from the web settings' header type: 'fixed' stays, 'reveal' hides on scroll down */
  readonly motion?: HeaderMotion;
  /** the web settings' global nav switch (on unless they say otherwise) */
  readonly globalNav?: boolean;
  /** already filtered for child-friendly mode; null leaves its box empty */
  readonly sponsor?: HeaderSponsorData | null;
  readonly scroll: HeaderScrollState;
  readonly primary: readonly MenuItem[];
  readonly signedIn: boolean;
  readonly menuOpen: boolean;
  readonly searchOpen: boolean;
  readonly onToggleMenu: () => void;
  readonly onProfile: () => void;
  readonly onSearch: () => void;
}

/** Presentational header: the variant, hide/reveal and sticky flags come from the core rule. */
export function HeaderView(p: HeaderViewProps) {
  const motion = p.motion ?? 'reveal';
  const globalNav = p.globalNav ?? true;
  const shown = headerPresentation(p.headerStyle, motion, p.scroll, p.menuOpen);
  const actions = { signedIn: p.signedIn, searchOpen: p.searchOpen, onProfile: p.onProfile, onSearch: p.onSearch };
  return (
    <>
      <header
        className={styles.header}
        data-style={p.headerStyle}
        data-variant={shown.variant}
        data-motion={motion}
        data-global-nav={globalNav ? 'true' : 'false'}
        data-hidden={shown.hidden ? 'true' : 'false'}
        data-sticky={p.scroll.sticky ? 'true' : 'false'}
      >
        {globalNav ? <GlobalNav {...actions} /> : null}
        <PrimaryNav
          items={p.primary}
          menuOpen={p.menuOpen}
          onToggleMenu={p.onToggleMenu}
          aside={
            <>
              <HeaderSponsor sponsor={p.sponsor ?? null} />
              {globalNav ? null : <GlobalActions {...actions} />}
            </>
          }
        />
      </header>
      {p.scroll.sticky && shown.hidden ? <StickyNav items={p.primary} /> : null}
    </>
  );
}
