import { FormattedDate } from '../../shared/components/dates';

/** A publication date in the web settings' 'D MMM YYYY' (Europe/London) with a machine-readable dateTime. */
export function NewsDate({ iso, className }: { readonly iso: string; readonly className?: string }) {
  return <FormattedDate iso={iso} className={className} />;
}
