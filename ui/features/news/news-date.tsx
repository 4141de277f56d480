import { formatDate } from '@core';

/** A publication date as 'D MMM YYYY' (Europe/London) with a machine-readable dateTime. */
export function NewsDate({ iso, className }: { readonly iso: string; readonly className?: string }) {
  const text = formatDate(iso);
  if (!text) return null;
  return <time dateTime={iso} className={className}>{text}</time>;
}
