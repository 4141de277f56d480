/** The video service's types (video-audio §3). Filled in by the video issue. */
export interface SubscriptionPlan {
  readonly Id: string;
  readonly Title: string;
  /** HTML: sanitised before rendering */
  readonly Body: string;
  /** null means monthly */
  readonly Duration: string | null;
  readonly AmountFormatted: string;
  readonly PurchaseUrl: string;
}

export type PackageType = 'Listen' | 'Watch';
export type PackageClass = 'audio' | 'video';

export interface StreamSession {
  readonly customerId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly entitlements: readonly string[];
}

export interface PlaybackToken {
  readonly entryId: string;
  readonly token: string;
  /** ISO 8601 UTC */
  readonly expiresAt: string;
}

export type StreamError =
  | { readonly code: 'STREAM.CONNECTION_FAILED' }
  | { readonly code: 'STREAM.NOT_SUBSCRIBED' }
  | { readonly code: 'STREAM.LOGIN_REQUIRED' }
  | { readonly code: 'STREAM.PASS_REQUIRED' }
  | { readonly code: 'STREAM.NO_PACKAGES' };

// ---------------------------------------------------------------------------
// Access rules (video-audio §4, §5, §6, §8). The decisions below are unions tagged by
// `kind` and by `ok`, so a caller can branch on either: `ok` mirrors Result for code that
// only needs "may play or not", `kind` tells the UI which surface to show.
// ---------------------------------------------------------------------------

export type MediaType = 'video' | 'audio';

/**
 * What a stream asks of the viewer. 'any' is the require-login entitlement of the live
 * upgrade data: any signed-in user passes. 'pass' is the require-upgrade entitlement: the
 * user must hold that exact entitlement string.
 */
export type RequiredEntitlement =
  | { readonly kind: 'any' }
  | { readonly kind: 'pass'; readonly entitlement: string };

export type LoginRequiredCode = 'STREAM.LOGIN_REQUIRED' | 'AUDIO.NOT_LOGGED_IN';
export type UpgradeRequiredCode = 'STREAM.PASS_REQUIRED' | 'STREAM.NOT_SUBSCRIBED' | 'AUDIO.NO_SUBSCRIPTIONS' | 'AUDIO.NOT_SUBSCRIBED';
/** Codes this folder adds; their texts live in core/stream/stream-messages.ts. */
export type StreamRuleCode = 'STREAM.GEO_BLOCKED' | 'STREAM.CONCURRENCY_LIMIT';

export type AccessGranted = { readonly ok: true; readonly kind: 'granted' };
export type LoginRequired = { readonly ok: false; readonly kind: 'login-required'; readonly code: LoginRequiredCode };
export type UpgradeRequired = { readonly ok: false; readonly kind: 'upgrade-required'; readonly code: UpgradeRequiredCode };
export type GeoBlocked = { readonly ok: false; readonly kind: 'geo-blocked'; readonly code: 'STREAM.GEO_BLOCKED' };
export type ConcurrencyLimited = {
  readonly ok: false;
  readonly kind: 'concurrency-limit';
  readonly code: 'STREAM.CONCURRENCY_LIMIT';
  readonly limit: number;
};

/** checkVideoAccess: entitlement rules only. */
export type VideoAccessDecision =
  | AccessGranted
  | LoginRequired & { readonly code: 'STREAM.LOGIN_REQUIRED' }
  | UpgradeRequired & { readonly code: 'STREAM.PASS_REQUIRED' | 'STREAM.NOT_SUBSCRIBED' };

/** audioAccessFromStatus: the stream service's audio status (-1 granted, 0..3 catalogued, other a problem). */
export type AudioAccessDecision =
  | AccessGranted
  | { readonly ok: false; readonly kind: 'denied'; readonly code: 'AUDIO.NOT_LOGGED_IN' | 'AUDIO.NO_SUBSCRIPTIONS' | 'AUDIO.NOT_SUBSCRIBED' | 'AUDIO.BLOCKED'; readonly status: 0 | 1 | 2 | 3 }
  | { readonly ok: false; readonly kind: 'problem'; readonly code: 'AUDIO.PROBLEM'; readonly status: number };

export type ConcurrencyDecision = AccessGranted | ConcurrencyLimited;

/** decideStreamAccess: every rule, in order. */
export type StreamAccessDecision = AccessGranted | LoginRequired | UpgradeRequired | GeoBlocked | ConcurrencyLimited;

export const accessGranted: AccessGranted = { ok: true, kind: 'granted' };
