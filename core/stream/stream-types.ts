/** The stream and payments service's types (STREAM-1, STREAM-4): plans, entitlements, playback tokens, refusals. */
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
  /** where the player opens the entry's HLS playlist (the token travels in it) */
  readonly playlistUrl: string;
  /** the entry's WebVTT captions (on-demand videos), when it has them */
  readonly captionsUrl?: string;
}

export type StreamErrorCode =
  | 'STREAM.CONNECTION_FAILED'
  | 'STREAM.NOT_SUBSCRIBED'
  | 'STREAM.LOGIN_REQUIRED'
  | 'STREAM.PASS_REQUIRED'
  | 'STREAM.NO_PACKAGES'
  | 'STREAM.GEO_BLOCKED'
  | 'STREAM.CONCURRENCY_LIMIT'
  /** this device's lease was ended from another device of the account ('Stop playing there') */
  | 'STREAM.PLAYBACK_STOPPED'
  /** stopDevice: no such lease of this account (it ended by itself meanwhile) */
  | 'STREAM.DEVICE_NOT_FOUND'
  /** the account was blocked by an administrator (ACCESS-4; audio's status 3) */
  | 'STREAM.ACCOUNT_BLOCKED'
  /** the stream service has no such entry: a wrong address, never an outage */
  | 'STREAM.UNKNOWN_ENTRY';

/**
 * A refusal or failure of the stream service. `serviceCode` keeps the service's own code
 * (e.g. MEDIA.NOT_ENTITLED) for logs and support; `audioStatus` is the stream service's
 * audio access status (-1..3, other) when it sent one for an audio entry.
 */
export interface StreamError {
  readonly code: StreamErrorCode;
  readonly serviceCode?: string;
  readonly audioStatus?: number;
}

// ---------------------------------------------------------------------------
// Access rules (ACCESS-1 to ACCESS-4, AUDIO-2, VIDEO-4). The decisions below are unions tagged by
// `kind` and by `ok`, so a caller can branch on either: `ok` mirrors Result for code that
// only needs "may play or not", `kind` tells the UI which surface to show.
// ---------------------------------------------------------------------------

export type MediaType = 'video' | 'audio';

/**
 * What a stream asks of the viewer. 'any' is the require-login entitlement of the live
 * upgrade data: any signed-in user passes. 'pass' is the require-upgrade entitlement: the
 * user must hold one of these exact entitlement strings (a live match opens with the
 * monthly pass or that match's single-match pass).
 */
export type RequiredEntitlement =
  { readonly kind: 'any' } | { readonly kind: 'pass'; readonly entitlements: readonly string[] };

export type LoginRequiredCode = 'STREAM.LOGIN_REQUIRED' | 'AUDIO.NOT_LOGGED_IN';
export type UpgradeRequiredCode =
  'STREAM.PASS_REQUIRED' | 'STREAM.NOT_SUBSCRIBED' | 'AUDIO.NO_SUBSCRIPTIONS' | 'AUDIO.NOT_SUBSCRIBED';
/** Codes of the geo and device rules (texts in the error catalogue). */
export type StreamRuleCode = 'STREAM.GEO_BLOCKED' | 'STREAM.CONCURRENCY_LIMIT' | 'STREAM.PLAYBACK_STOPPED';

export type AccessGranted = { readonly ok: true; readonly kind: 'granted' };
export type LoginRequired = { readonly ok: false; readonly kind: 'login-required'; readonly code: LoginRequiredCode };
export type UpgradeRequired = {
  readonly ok: false;
  readonly kind: 'upgrade-required';
  readonly code: UpgradeRequiredCode;
};
export type GeoBlocked = { readonly ok: false; readonly kind: 'geo-blocked'; readonly code: 'STREAM.GEO_BLOCKED' };
/** the account was blocked by an administrator (ACCESS-4): nothing the fan can buy or stop changes it */
export type AccountBlocked = {
  readonly ok: false;
  readonly kind: 'blocked';
  readonly code: 'STREAM.ACCOUNT_BLOCKED';
};
/** this device was stopped from another device of the account; playing again is the fan's choice */
export type PlaybackStopped = {
  readonly ok: false;
  readonly kind: 'stopped';
  readonly code: 'STREAM.PLAYBACK_STOPPED';
};
export type ConcurrencyLimited = {
  readonly ok: false;
  readonly kind: 'concurrency-limit';
  readonly code: 'STREAM.CONCURRENCY_LIMIT';
  /** known when the core decided; absent when the stream service refused */
  readonly limit?: number;
};

/** checkVideoAccess: entitlement rules only. */
export type VideoAccessDecision =
  | AccessGranted
  | (LoginRequired & { readonly code: 'STREAM.LOGIN_REQUIRED' })
  | (UpgradeRequired & { readonly code: 'STREAM.PASS_REQUIRED' | 'STREAM.NOT_SUBSCRIBED' });

/** audioAccessFromStatus: the stream service's audio status (-1 granted, 0..3 catalogued, other a problem). */
export type AudioAccessDecision =
  | AccessGranted
  | {
      readonly ok: false;
      readonly kind: 'denied';
      readonly code: 'AUDIO.NOT_LOGGED_IN' | 'AUDIO.NO_SUBSCRIPTIONS' | 'AUDIO.NOT_SUBSCRIBED' | 'AUDIO.BLOCKED';
      readonly status: 0 | 1 | 2 | 3;
    }
  | { readonly ok: false; readonly kind: 'problem'; readonly code: 'AUDIO.PROBLEM'; readonly status: number };

export type ConcurrencyDecision = AccessGranted | ConcurrencyLimited;

/** What the access rules decide for a stream, every rule in order (core/stream/open-stream.ts applies them). */
export type StreamAccessDecision =
  AccessGranted | LoginRequired | UpgradeRequired | GeoBlocked | ConcurrencyLimited | PlaybackStopped | AccountBlocked;

export const accessGranted: AccessGranted = { ok: true, kind: 'granted' };
