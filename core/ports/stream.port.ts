import type { Result } from '../shared/result';
import type { PlaybackToken, StreamError, StreamSession, SubscriptionPlan } from '../stream/stream-types';
import type { PlaybackDevices, StreamServiceSettings, WatchProgress } from '../stream/stream-account-types';

/**
 * The stream and payments service (the payments library's operations, STREAM-5:
 * init, getSessionState, doLogin, doLogout, getKSession, getSubscriptionPackageList),
 * plus the account's devices and watch progress. Every call that concerns an
 * account is made with the fan's access token and this device's id; a guest gets
 * STREAM.LOGIN_REQUIRED without a call.
 */
export interface StreamPort {
  /** init: the service's settings (device limit, progress interval) and the caller's location */
  init(): Promise<Result<StreamServiceSettings, StreamError>>;
  /** doLogin: opens the account's stream session for this device; answers as sessionState does */
  login(): Promise<Result<StreamSession, StreamError>>;
  /** doLogout: ends every playback lease of the account (every device stops at its next request) */
  logout(): Promise<Result<void, StreamError>>;
  sessionState(): Promise<Result<StreamSession, StreamError>>;
  playbackToken(entryId: string): Promise<Result<PlaybackToken, StreamError>>;
  packages(): Promise<Result<readonly SubscriptionPlan[], StreamError>>;
  /** the devices holding the account's playback slots */
  devices(): Promise<Result<PlaybackDevices, StreamError>>;
  /** ends one device's lease so another can start at once; that device is told it was stopped */
  stopDevice(leaseId: string): Promise<Result<void, StreamError>>;
  /** where the fan left one on-demand entry; null when never started */
  progress(entryId: string): Promise<Result<WatchProgress | null, StreamError>>;
  /** the account's on-demand entries with a position, most recently watched first */
  recentProgress(): Promise<Result<readonly WatchProgress[], StreamError>>;
  /** records the position; `leaving`: the page is being hidden, the write must outlive it */
  saveProgress(
    entryId: string,
    positionSeconds: number,
    options?: { readonly leaving?: boolean },
  ): Promise<Result<WatchProgress, StreamError>>;
}
