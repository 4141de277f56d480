/**
 * The one filter for the child-friendly mode's commercial content (CHILD-1: sponsors and
 * adverts are hidden in child-friendly mode unless flagged child friendly). It composes the
 * per-kind rules of core/commercial (filter-child-friendly.ts for sponsors,
 * footer-advert-eligibility.ts for adverts) so every surface - footer rows, header sponsor, MPU
 * adverts, the pages' sponsor sections - is filtered by the same call and none can be forgotten.
 * Pass only the parts a surface has; the answer has the same parts.
 */
import { eligibleFooterAdverts } from '../commercial/footer-advert-eligibility';
import type { Advert, HeaderSponsor, SponsorRow, SponsorSection } from '../commercial/commercial-types';
import { visibleHeaderSponsor, visibleSponsorRows, visibleSponsorSections } from '../commercial/filter-child-friendly';

export interface CommercialContent {
  readonly sponsorRows: readonly SponsorRow[];
  readonly headerSponsor: HeaderSponsor | null;
  readonly adverts: readonly Advert[];
  /** the web settings' sponsor sections (fixtures, match centre, player of the match...) */
  readonly sponsorSections: readonly SponsorSection[];
}

export interface CommercialMode {
  readonly childFriendly: boolean;
  /** epoch ms: adverts outside their window are never shown */
  readonly nowMs: number;
}

/** what is left to show: rows and sponsors by forcedOrder, empty rows dropped, adverts in their window */
export interface VisibleCommercial {
  readonly sponsorRows: SponsorRow[];
  readonly headerSponsor: HeaderSponsor | null;
  readonly adverts: Advert[];
  readonly sponsorSections: SponsorSection[];
}

export function commercialForMode<K extends keyof CommercialContent>(
  content: Pick<CommercialContent, K>,
  mode: CommercialMode,
): Pick<VisibleCommercial, K> {
  const out: Partial<Record<keyof CommercialContent, unknown>> = {};
  const all = content as Partial<CommercialContent>;
  if ('sponsorRows' in all && all.sponsorRows)
    out.sponsorRows = visibleSponsorRows(all.sponsorRows, mode.childFriendly);
  if ('headerSponsor' in all) out.headerSponsor = visibleHeaderSponsor(all.headerSponsor ?? null, mode.childFriendly);
  if ('sponsorSections' in all && all.sponsorSections)
    out.sponsorSections = visibleSponsorSections(all.sponsorSections, mode.childFriendly);
  if ('adverts' in all && all.adverts) out.adverts = eligibleFooterAdverts(all.adverts, mode.nowMs, mode.childFriendly);
  return out as Pick<VisibleCommercial, K>;
}
