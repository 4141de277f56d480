import { useEffect } from 'react';
import { advertSubject, sponsorSubject, type Advert, type SponsorRow } from '@core';
import { UseCases } from '../../shared/services/use-case-tokens';
import { useService } from '../../shared/services/services-context';

/**
 * One impression per advert and per sponsor shown, on each page: counted when they
 * appear (adverts reappear 2 s after a route change, and are counted then).
 */
export function useFooterImpressions({
  pathname,
  adverts,
  rows,
}: {
  pathname: string;
  adverts: readonly Advert[] | null;
  rows: readonly SponsorRow[] | null;
}): void {
  const tracker = useService(UseCases.analytics);
  const advertKey = adverts?.map((a) => a.id).join('|') ?? '';
  const sponsorKey = rows?.flatMap((r) => r.sponsors.map((s) => s.sponsorID)).join('|') ?? '';
  useEffect(() => {
    for (const a of adverts ?? []) tracker.track('advert-impression', advertSubject(a));
    // the list is read when its ids or the page change, not on every new array (keys, not the arrays, in the deps)
  }, [tracker, pathname, advertKey]);
  useEffect(() => {
    for (const s of rows?.flatMap((r) => r.sponsors) ?? []) tracker.track('sponsor-impression', sponsorSubject(s));
  }, [tracker, pathname, sponsorKey]);
}
