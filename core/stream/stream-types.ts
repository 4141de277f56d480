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
