import type { Observable, ObservableInput, SchedulerLike } from 'rxjs';
import { streamRecheckBackoff } from '../config/site-config';
import { repeatWithBackoff, type Backoff } from '../shared/backoff';
import type { Result } from '../shared/result';
import type { OpenStreamInput, StreamRefusal } from './open-stream';
import type { PlaybackToken } from './stream-types';

export type OpenStreamAnswer = Result<PlaybackToken, StreamRefusal>;

/** the stream service could not be reached (5xx, timeout, broken answer): worth asking again later */
export const isStreamUnreachable = (answer: OpenStreamAnswer): boolean =>
  !answer.ok && answer.error.kind === 'unavailable';

export interface RecheckOptions {
  readonly backoff?: Backoff;
  readonly scheduler?: SchedulerLike;
}

/**
 * openStream, and while the video service cannot be reached, openStream again after a
 * back-off (2 s, 4 s ... 30 s): every answer is emitted, so the fan is told at once that
 * the service cannot be reached and sees the stream as soon as it is back, without
 * pressing anything. A refusal or a token ends it; unsubscribing stops the waiting.
 */
export function openStreamUntilReachable(
  openStream: (input: OpenStreamInput) => ObservableInput<OpenStreamAnswer>,
  input: OpenStreamInput,
  { backoff = streamRecheckBackoff, scheduler }: RecheckOptions = {},
): Observable<OpenStreamAnswer> {
  return repeatWithBackoff(() => openStream(input), isStreamUnreachable, backoff, scheduler);
}
