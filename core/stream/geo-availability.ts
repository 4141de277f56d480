import type { MediaType } from './stream-types';

/**
 * Live video is not sold in the club's home broadcast territory (VIDEO-4, the
 * FAQ's rules): the UK, the Republic of Ireland and the Channel Isles. ISO 3166-1 alpha-2:
 * GB United Kingdom, IE Republic of Ireland, JE Jersey and GG Guernsey (the Channel
 * Isles; Alderney and Sark are covered by GG), IM Isle of Man (a Crown dependency in the
 * same UK broadcast area). 'UK' is not an ISO code but some geo headers send it, so it is
 * treated as GB.
 */
export const liveVideoBlockedCountries: readonly string[] = ['GB', 'UK', 'IE', 'JE', 'GG', 'IM'];

const normalise = (countryCode: string): string => countryCode.trim().toUpperCase();

/**
 * Whether live video may be shown to a viewer in this country. An unknown or empty code
 * is not blocked: the territory rule names places, and refusing every viewer whose
 * country header is missing would lock out paying fans abroad.
 */
export function liveVideoAvailableIn(countryCode: string): boolean {
  return !liveVideoBlockedCountries.includes(normalise(countryCode));
}

/**
 * Geo applies to live video only. Audio commentary is available everywhere with an audio
 * subscription, and on-demand video is not named by the territory rule.
 */
export function geoAllows(mediaType: MediaType, live: boolean, countryCode: string): boolean {
  return mediaType !== 'video' || !live || liveVideoAvailableIn(countryCode);
}
