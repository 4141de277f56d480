import type { Result } from '../shared/result';
import type { PlaybackToken, StreamError, StreamSession, SubscriptionPlan } from '../stream/stream-types';

/** The stream and payments service: session state and entitlements, playback tokens, packages on sale. */
export interface StreamPort {
  sessionState(): Promise<Result<StreamSession, StreamError>>;
  playbackToken(entryId: string): Promise<Result<PlaybackToken, StreamError>>;
  packages(): Promise<Result<readonly SubscriptionPlan[], StreamError>>;
}
