import { useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { matchCentreTabParam } from '@core';
import styles from './match-sections.module.css';

export const matchTabs = [
  { id: 'commentary', label: 'Commentary' },
  { id: 'key-events', label: 'Key events' },
  { id: 'stats', label: 'Stats' },
  { id: 'lineups', label: 'Line-ups' },
  { id: 'table', label: 'Table' },
] as const;
export type MatchTab = (typeof matchTabs)[number]['id'];

/** the tab the address names (?tab=) among those shown, else the commentary */
export const matchTabOf = (search: string, shown: readonly MatchTab[] = matchTabs.map((t) => t.id)): MatchTab => {
  const named = new URLSearchParams(search).get(matchCentreTabParam);
  return shown.find((t) => t === named) ?? 'commentary';
};

/** every section but the commentary, whose panel the page may leave out (a cup match has no table) */
export type MatchPanels = Readonly<Record<'commentary', ReactNode>> &
  Partial<Record<Exclude<MatchTab, 'commentary'>, ReactNode>>;

/** the address of a tab: the same page and query with ?tab= set (the commentary needs none) */
export function tabSearch(search: string, tab: MatchTab): string {
  const params = new URLSearchParams(search);
  if (tab === 'commentary') params.delete(matchCentreTabParam);
  else params.set(matchCentreTabParam, tab);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** below this width the sections are tabs (match-sections.module.css says the same) */
const TABBED = '(max-width: 1023px)';
const subscribe = (change: () => void) => {
  const query = window.matchMedia(TABBED);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};

/**
 * Whether the sections are tabs: the server and the first render say yes (phone first: the
 * page's markup is the same for every visitor and the stylesheet lays it out by width); a wide
 * screen's browser then says no, and only the panels' roles change, never the layout.
 */
function useTabbed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(TABBED).matches,
    () => true,
  );
}

/**
 * The match centre's sections. On a phone and a tablet they are tabs that follow the
 * WAI-ARIA tabs pattern (one tab stop, arrows, Home and End move and show) and keep their place
 * in the address (?tab=), so a reload, a shared link or Back returns to the same tab; each tab is
 * a link, so without JavaScript it still opens its section (the server renders the one named).
 * On a wide screen the same panels stand side by side: the commentary, and the rest beside it.
 */
export function MatchSections({ panels }: { readonly panels: MatchPanels }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const tabbed = useTabbed();
  const list = useRef<HTMLDivElement>(null);
  const tabs = matchTabs.filter((t) => panels[t.id] !== undefined);
  const active = matchTabOf(
    search,
    tabs.map((t) => t.id),
  );
  const at = tabs.findIndex((t) => t.id === active);
  const onKey = (e: KeyboardEvent) => {
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]!;
    navigate({ pathname, search: tabSearch(search, next.id) }, { replace: true, preventScrollReset: true });
    list.current?.querySelector<HTMLElement>(`[data-tab='${next.id}']`)?.focus();
  };
  const panel = (id: MatchTab) => (
    <div
      key={id}
      id={`mc-panel-${id}`}
      className={styles.panel}
      data-tab={id}
      data-active={id === active}
      {...(tabbed ? { role: 'tabpanel', 'aria-labelledby': `mc-tab-${id}`, tabIndex: 0, hidden: id !== active } : {})}
    >
      {panels[id]}
    </div>
  );
  return (
    <div className={styles.sections}>
      <div ref={list} role="tablist" aria-label="Match centre" className={styles.tabs}>
        {tabs.map((t) => (
          <Link
            key={t.id}
            id={`mc-tab-${t.id}`}
            role="tab"
            data-tab={t.id}
            to={{ pathname, search: tabSearch(search, t.id) }}
            replace
            preventScrollReset
            aria-selected={t.id === active}
            aria-controls={`mc-panel-${t.id}`}
            tabIndex={t.id === active ? 0 : -1}
            className={styles.tab}
            onKeyDown={onKey}
          >
            {t.label}
          </Link>
        ))}
      </div>
      <div className={styles.columns}>
        <div className={styles.mainColumn}>{panel('commentary')}</div>
        <div className={styles.sideColumn}>{tabs.filter((t) => t.id !== 'commentary').map((t) => panel(t.id))}</div>
      </div>
    </div>
  );
}
