/**
 * The experiments service's footer adverts (GET /adverts?area=footer, COMMERCIAL-1), both
 * generations: the stand-in answers with these types (commercial-seed.ts) and the HTTP adapter's
 * schemas are tied to them at compile time (adapters/http/advert/advert-schema.ts).
 */

/** v2: an advert by slot, with its window, channel and enabled flag */
export interface AdvertWire {
  readonly id: string;
  readonly advertName: string;
  readonly advertRef: string;
  readonly campaignRef: string;
  readonly url: string;
  readonly enabled: boolean;
  /** empty, null or absent: every channel */
  readonly channel?: string | null | undefined;
  readonly childFriendly: boolean;
  /** ISO 8601 */
  readonly timings: { readonly startUTC: string; readonly endUTC: string };
  /** e.g. mpu, mobile */
  readonly images: readonly { readonly type: string; readonly imageKey: string }[];
}

/** v1: no window, channel or enabled flag (only running adverts are listed) */
export interface AdvertV1Wire {
  /** older feeds number their adverts */
  readonly advertID: string | number;
  readonly advertName: string;
  readonly targetUrl: string;
  readonly childFriendly: boolean;
  /** Location: the picture's absolute address */
  readonly imageData?: { readonly Location?: string | null | undefined } | null | undefined;
}

/** GET /adverts?area=...: other areas answer an empty list; one answer holds one generation */
export interface FooterAdvertsWire {
  readonly area: string;
  readonly adverts: readonly AdvertWire[] | readonly AdvertV1Wire[];
}
