import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { dateFormatsOf, formatLondon, type DateFormats, type WebSettings } from '@core';

/**
 * The date formats every shown date uses: the web settings' `dateFormats` once the
 * shell has them, the site's own ('D MMM YYYY', 'ddd D MMM') until then or without a
 * provider (tests, stories). Dates are formatted by dayjs in Europe/London (core/format).
 */
const DateFormatsContext = createContext<DateFormats>(dateFormatsOf(null));

/** Mounted where the web settings are known (the shell), so every date below follows them. */
export function DateFormatsProvider({ settings, children }: { readonly settings: Pick<WebSettings, 'dateFormats'> | null | undefined; readonly children: ReactNode }) {
  const { date, matchDate } = dateFormatsOf(settings);
  // one value while the formats stay the same: the dates below re-render only when they change
  const value = useMemo(() => ({ date, matchDate }), [date, matchDate]);
  return <DateFormatsContext.Provider value={value}>{children}</DateFormatsContext.Provider>;
}

export const useDateFormats = (): DateFormats => useContext(DateFormatsContext);

/** A date as text with its machine-readable dateTime; nothing when the input is not a valid date. */
export function FormattedDate({ iso, format = 'date', className }: {
  readonly iso: string;
  /** which of the web settings' formats: 'date' (D MMM YYYY) or 'matchDate' (ddd D MMM) */
  readonly format?: keyof DateFormats;
  readonly className?: string;
}) {
  const text = formatLondon(iso, useDateFormats()[format]);
  if (!text) return null;
  return <time dateTime={iso} className={className}>{text}</time>;
}
