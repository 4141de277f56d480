/** Both wire generations of a footer advert into the one core Advert. */
import type { Advert, AdvertImage } from '@core';
import type { AdvertV1Wire, AdvertWire } from './advert-schema';

/**
 * v1 adverts carry no window: they run until the club removes them. The widest window
 * ISO strings can state keeps the core's eligibility rule (start <= now < end) unchanged.
 */
export const V1_WINDOW = { startUTC: '1970-01-01T00:00:00.000Z', endUTC: '9999-12-31T23:59:59.999Z' } as const;

/** the MPU slot's image type (the footer shows 'mpu' first) */
const V1_IMAGE_TYPE = 'mpu';

const isHttpAddress = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** an absolute http(s) Location is shown from where it is; anything else is an image-library key; javascript: and the like never */
function v1Image(location: string | null | undefined): AdvertImage[] {
  const value = location?.trim() ?? '';
  if (!value) return [];
  if (isHttpAddress(value)) return [{ type: V1_IMAGE_TYPE, imageKey: '', src: value }];
  return /^[a-z][a-z0-9+.-]*:/i.test(value) ? [] : [{ type: V1_IMAGE_TYPE, imageKey: value }];
}

export function advertFromV1(w: AdvertV1Wire): Advert {
  return {
    id: String(w.advertID),
    advertName: w.advertName,
    advertRef: '',
    campaignRef: '',
    url: w.targetUrl,
    enabled: true,
    channel: '',
    childFriendly: w.childFriendly,
    timings: { ...V1_WINDOW },
    images: v1Image(w.imageData?.Location),
  };
}

export function advertFromV2(w: AdvertWire): Advert {
  return { ...w, channel: w.channel ?? '' };
}

export function advertFromWire(w: AdvertWire | AdvertV1Wire): Advert {
  return 'advertID' in w ? advertFromV1(w) : advertFromV2(w);
}
