import type { HeaderSponsor, Sponsor, SponsorRow, SponsorSection } from './commercial-types';

/**
 * Sponsors as the footer and header show them (CHILD-1): published only, and in
 * child-friendly mode only those flagged child friendly. The port returns rows
 * unfiltered so that switching the mode needs no new request.
 */
export function isSponsorVisible(s: Sponsor, childFriendly: boolean): boolean {
  return s.published === true && (!childFriendly || s.isChildFriendly === true);
}

const byForcedOrder = <T extends { readonly forcedOrder: number }>(items: readonly T[]): T[] =>
  // Array#sort is stable, so equal forcedOrder keeps the feed's order
  [...items].sort((a, b) => a.forcedOrder - b.forcedOrder);

/** rows and their sponsors sorted by forcedOrder; a row left with no sponsor is dropped (no empty heading) */
export function visibleSponsorRows(rows: readonly SponsorRow[], childFriendly: boolean): SponsorRow[] {
  return byForcedOrder(rows)
    .map((row) => ({ ...row, sponsors: byForcedOrder(row.sponsors.filter((s) => isSponsorVisible(s, childFriendly))) }))
    .filter((row) => row.sponsors.length > 0);
}

/**
 * The website's sponsor sections as they may be shown: active web sections only (the app's are
 * the app's), their published sponsors that the mode allows by forcedOrder; a section left
 * with no sponsor is dropped, so no page shows an empty 'in partnership with'.
 */
export function visibleSponsorSections(sections: readonly SponsorSection[], childFriendly: boolean): SponsorSection[] {
  return sections
    .filter((s) => s.active && s.type === 'web')
    .map((s) => ({ ...s, sponsors: byForcedOrder(s.sponsors.filter((sp) => isSponsorVisible(sp, childFriendly))) }))
    .filter((s) => s.sponsors.length > 0);
}

/** the header sponsor has no published flag: it is shown unless child mode hides it */
export function visibleHeaderSponsor(h: HeaderSponsor | null, childFriendly: boolean): HeaderSponsor | null {
  if (!h) return null;
  return !childFriendly || h.childFriendly === true ? h : null;
}
