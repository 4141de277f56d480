import type { Advert } from './commercial-types';

/**
 * Footer adverts appear only if within their time window, enabled, channel empty or
 * web, and child friendly when child mode is on (COMMERCIAL-2).
 *
 * The window is half-open [startUTC, endUTC). Dates that do not parse make an advert
 * ineligible: an advertiser's campaign must not run forever because of a typo.
 */
export function isFooterAdvertEligible(a: Advert, nowMs: number, childFriendly: boolean): boolean {
  const start = Date.parse(a.timings?.startUTC);
  const end = Date.parse(a.timings?.endUTC);
  const channel = typeof a.channel === 'string' ? a.channel.toLowerCase() : undefined;
  return (
    a.enabled === true &&
    (channel === '' || channel === 'web') &&
    (!childFriendly || a.childFriendly === true) &&
    start <= nowMs &&
    nowMs < end
  );
}

export function eligibleFooterAdverts(adverts: readonly Advert[], nowMs: number, childFriendly: boolean): Advert[] {
  return adverts.filter((a) => isFooterAdvertEligible(a, nowMs, childFriendly));
}
