/**
 * The promo-overlays service's answer (GET /promo-overlays?channel=Web, PROMO-2): a bare list of
 * promos. The stand-in answers with it (seedPromos) and the HTTP adapter's schema is tied to it
 * at compile time (adapters/http/promo/promo-schema.ts), so the two cannot drift.
 */
export interface PromoWire {
  readonly promoID: string;
  /** ISO 8601 */
  readonly startDateTime: string;
  /** ISO 8601 */
  readonly endDateTime: string;
  readonly type: 'Default' | 'Mini';
  readonly url: string;
  readonly webNewWindow: boolean;
  readonly imageKey: string;
  readonly imageAltText: string;
}

/** GET /promo-overlays?channel=Web: other channels answer an empty list */
export type PromoListWire = readonly PromoWire[];
