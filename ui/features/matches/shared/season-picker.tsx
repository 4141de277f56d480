import { useNavigate } from 'react-router-dom';
import { matchSeasonLabel } from '@core';
import styles from '../fixtures/fixtures.module.css';

/**
 * The seasons the match-data service holds (its answer, newest first; only the season shown
 * until it answers), as the fixtures and the league table offer them: picking one
 * goes to its address, `hrefOf`, the current season's being the plain one.
 */
export function SeasonPicker({
  season,
  seasons,
  hrefOf,
}: {
  readonly season: string;
  readonly seasons: readonly string[];
  readonly hrefOf: (season: string) => string;
}) {
  const navigate = useNavigate();
  const options = seasons.length > 0 ? seasons : season ? [season] : [];
  return (
    <label className={styles.picker}>
      <span>Season</span>
      <select value={season} onChange={(e) => navigate(hrefOf(e.target.value))}>
        {options.map((s) => (
          <option key={s} value={s}>
            {matchSeasonLabel(s)}
          </option>
        ))}
      </select>
    </label>
  );
}
