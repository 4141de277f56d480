import { dateFormatsOf, formatLondon, type DateFormats } from '@core';
import { useShellSettings } from '../../app-shell/shell-context';

/**
 * The date formats every shown date uses: the web settings' `dateFormats` once the
 * shell has them, the site's own ('D MMM YYYY', 'ddd D MMM') until then or without a
 * shell (tests, stories). Read from the shell where a date is shown, so the shell itself
 * carries none of the formatting. Dates are formatted by dayjs in Europe/London (core/format).
 */
export const useDateFormats = (): DateFormats => dateFormatsOf(useShellSettings());

/** A date as text with its machine-readable dateTime; nothing when the input is not a valid date. */
export function FormattedDate({
  iso,
  format = 'date',
  className,
}: {
  readonly iso: string;
  /** which of the web settings' formats: 'date' (D MMM YYYY) or 'matchDate' (ddd D MMM) */
  readonly format?: keyof DateFormats;
  readonly className?: string;
}) {
  const text = formatLondon(iso, useDateFormats()[format]);
  if (!text) return null;
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
