import { useId, useState, type FormEvent } from 'react';
import { durationBands, parseVideoFilters, seasonLabel, site, type DurationBand, type VideoFilters } from '@core';
import { ActionButton } from '../../../shared/components/button';
import styles from './videos.module.css';

const durationLabels: Readonly<Record<DurationBand, string>> = {
  short: 'Short (under 5 min)',
  medium: 'Medium (5 to 10 min)',
  long: 'Long (over 10 min)',
};

/**
 * The browse page's search and filters as native, labelled controls. Nothing applies on
 * input: the fan submits (Enter or 'Search'), so moving through a select with the keyboard
 * does not fire a search per option. The submitted values go through parseVideoFilters,
 * the same rule that reads the address, so the form can never put garbage in the URL.
 * The controls are a draft of the applied filters: when the address changes (Back, a
 * link) the draft follows it, without remounting, so focus stays where the fan left it.
 */
export function VideoFilterForm({
  filters,
  onApply,
  onClear,
}: {
  readonly filters: VideoFilters;
  readonly onApply: (filters: VideoFilters) => void;
  readonly onClear: () => void;
}) {
  const id = useId();
  const applied = toDraft(filters);
  const appliedKey = JSON.stringify(applied);
  const [draft, setDraft] = useState(applied);
  const [draftOf, setDraftOf] = useState(appliedKey);
  // the address changed under the form: adjust during render (React's pattern for derived resets)
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setDraft(applied);
  }
  const field = (name: keyof Draft) => ({
    name,
    value: draft[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setDraft((d) => ({ ...d, [name]: value }));
    },
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    onApply(
      parseVideoFilters({
        get: (name) => {
          const v = data.get(name);
          return typeof v === 'string' ? v : null;
        },
      }),
    );
  };
  const anySet =
    filters.query !== '' ||
    filters.team !== undefined ||
    filters.season !== undefined ||
    filters.duration !== undefined;
  return (
    <form role="search" aria-label="Search and filter videos" className={styles.filters} onSubmit={submit}>
      <div className={`${styles.field} ${styles.queryField}`}>
        <label htmlFor={`${id}-q`}>Search videos</label>
        <input id={`${id}-q`} type="search" {...field('q')} maxLength={100} autoComplete="off" />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-team`}>Team</label>
        <select id={`${id}-team`} {...field('team')}>
          <option value="">All teams</option>
          {site.videoSearch.teamPicker.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-season`}>Season</label>
        <select id={`${id}-season`} {...field('season')}>
          <option value="">All seasons</option>
          {site.videoSearch.seasons.map((s) => (
            <option key={s} value={String(s)}>
              {seasonLabel(s)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-duration`}>Duration</label>
        <select id={`${id}-duration`} {...field('duration')}>
          <option value="">Any length</option>
          {durationBands.map((d) => (
            <option key={d} value={d}>
              {durationLabels[d]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.formActions}>
        <ActionButton type="submit" variant="primary-dark" icon="Search">
          Search
        </ActionButton>
        {anySet ? (
          <ActionButton variant="ghost-dark" onClick={onClear}>
            Clear filters
          </ActionButton>
        ) : null}
      </div>
    </form>
  );
}

interface Draft {
  readonly q: string;
  readonly team: string;
  readonly season: string;
  readonly duration: string;
}

const toDraft = (f: VideoFilters): Draft => ({
  q: f.query,
  team: f.team ?? '',
  season: f.season === undefined ? '' : String(f.season),
  duration: f.duration ?? '',
});
