import { useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import {
  paginationWindow,
  searchPageCount,
  searchRangeText,
  site,
  type NewsSearchFilter,
  type NewsSearchSort,
} from '@core';
import { ActionButton } from '../../shared/components/button';
import { AppLink } from '../../shared/components/app-link';
import { CataloguedError } from '../../shared/components/catalogued-error';
import { FormattedDate } from '../../shared/components/dates';
import { useFocusTrap } from '../../shared/components/focus';
import { ResponsiveImage } from '../../shared/components/responsive-image';
import type { SearchTab, SearchVm, SearchVmState } from './search-vm';
import styles from './search-panel.module.css';

export interface SearchPanelProps {
  /** a snapshot of the search view model's state */
  readonly state: Readonly<SearchVmState>;
  readonly actions: Omit<SearchVm, 'state' | 'open' | 'start' | 'attachVideos'>;
  /** the news box's placeholder: the web settings' search placeholder */
  readonly placeholder?: string;
  /** the Videos tab's content (downloaded when the tab first opens; a progress note until then) */
  readonly videos?: ReactNode;
}

const TABS: readonly { value: SearchTab; label: string; box: string }[] = [
  { value: 'news', label: 'News', box: 'Search news' },
  { value: 'videos', label: 'Videos', box: 'Search videos' },
];

const FILTERS: readonly { value: NewsSearchFilter; label: string }[] = [
  { value: 'all', label: 'All results' },
  { value: 'exact', label: 'Exact matches' },
];
const SORTS: readonly { value: NewsSearchSort; label: string }[] = [
  { value: 'date', label: 'Date added' },
  { value: 'relevance', label: 'Relevance' },
];

/** The search side panel: a modal dialog (focus trapped, Escape closes, focus back to the opener). */
export function SearchPanel({ state, actions, placeholder, videos }: SearchPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const tabs = useRef<HTMLDivElement>(null);
  const id = useId();
  const active = TABS.find((t) => t.value === state.tab) ?? TABS[0]!;
  // the tabs follow the ARIA tabs pattern: one tab stop, arrows (and Home, End) move and show
  const onTabKey = (e: KeyboardEvent) => {
    const at = TABS.indexOf(active);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = TABS[(to + TABS.length) % TABS.length]!;
    void actions.setTab(next.value);
    tabs.current?.querySelector<HTMLElement>(`[data-tab='${next.value}']`)?.focus();
  };
  useFocusTrap(ref, true, { onEscape: actions.close, initialFocus: input });
  const pages = searchPageCount(state.found);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void actions.submit();
  };
  // a failed search is finished with no results, but 'No results found' would mislead: the alert below says why
  const status =
    state.status === 'searching'
      ? 'Searching…'
      : state.status === 'done' && !state.unavailable
        ? state.found === 0
          ? site.texts.noResults
          : searchRangeText(state.start, state.hits.length, state.found)
        : '';

  return (
    <div ref={ref} className={styles.panel} role="dialog" aria-modal="true" aria-label="Search">
      <div className={styles.top}>
        <h2 className={styles.heading}>Search</h2>
        <ActionButton variant="ghost-dark" icon="Close" small onClick={actions.close} aria-label="Close search">
          Close
        </ActionButton>
      </div>
      <form role="search" className={styles.form} onSubmit={submit}>
        <label htmlFor={`${id}-q`} className={styles.label}>
          {active.box}
        </label>
        <div className={styles.row}>
          <input
            ref={input}
            id={`${id}-q`}
            type="search"
            className={styles.input}
            value={state.term}
            placeholder={state.tab === 'news' ? placeholder || active.box : active.box}
            onChange={(e) => actions.setTerm(e.target.value)}
          />
          <ActionButton type="submit" variant="primary-dark" icon="Search">
            Search
          </ActionButton>
        </div>
      </form>
      <div ref={tabs} role="tablist" aria-label="Search in" className={styles.tabs}>
        {TABS.map((t) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            id={`${id}-${t.value}`}
            data-tab={t.value}
            aria-selected={t === active}
            aria-controls={`${id}-${t.value}-panel`}
            tabIndex={t === active ? 0 : -1}
            className={styles.tab}
            onClick={() => void actions.setTab(t.value)}
            onKeyDown={onTabKey}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-videos-panel`}
        aria-labelledby={`${id}-videos`}
        className={styles.results}
        hidden={state.tab !== 'videos'}
      >
        {videos}
      </div>
      <div
        role="tabpanel"
        id={`${id}-news-panel`}
        aria-labelledby={`${id}-news`}
        className={styles.results}
        hidden={state.tab !== 'news'}
      >
        <div className={styles.options}>
          <fieldset className={styles.group}>
            <legend>Results</legend>
            {FILTERS.map((f) => (
              <label key={f.value} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-filter`}
                  value={f.value}
                  checked={state.filter === f.value}
                  onChange={() => void actions.setFilter(f.value)}
                />
                {f.label}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.group}>
            <legend>Sort by</legend>
            {SORTS.map((o) => (
              <label key={o.value} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-sort`}
                  value={o.value}
                  checked={state.sort === o.value}
                  onChange={() => void actions.setSort(o.value)}
                />
                {o.label}
              </label>
            ))}
          </fieldset>
        </div>
        <p role="status" aria-live="polite" className={styles.status}>
          {status}
        </p>
        {state.status === 'done' && state.unavailable ? (
          <CataloguedError error={{ code: 'SEARCH.UNAVAILABLE' }} onRetry={() => void actions.retry()} />
        ) : null}
        {state.hits.length > 0 && (
          <ul className={styles.list}>
            {state.hits.map((hit) => (
              <li key={hit.slug} className={styles.hit}>
                <ResponsiveImage
                  imageKey={hit.imageKey}
                  alt=""
                  width={400}
                  height={400}
                  sizes="96px"
                  className={styles.thumb}
                />
                <div>
                  <p className={styles.category}>{hit.category}</p>
                  <AppLink href={`/news/${hit.slug}`} className={styles.title}>
                    {hit.title}
                  </AppLink>
                  <p className={styles.date}>
                    <FormattedDate iso={hit.publishedDate} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav aria-label="Search results pages" className={styles.pager}>
            <ul>
              {paginationWindow(state.page, pages).map((p) => (
                <li key={p}>
                  <button
                    type="button"
                    className={styles.page}
                    aria-current={p === state.page ? 'page' : undefined}
                    aria-label={`Page ${p}`}
                    onClick={() => void actions.goToPage(p)}
                  >
                    {p}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}
