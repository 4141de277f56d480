import { preparedStream as limits } from '../config/site-config';
import type { Clock } from '../ports/clock.port';
import type { OpenStream, OpenStreamInput } from './open-stream';
import type { OpenStreamAnswer } from './recheck-stream';

/** An answer asked for before the fan pressed play: when it was asked, and what came back. */
export interface PreparedAnswer {
  readonly preparedAt: number;
  readonly answer: OpenStreamAnswer;
}

/**
 * Whether an answer prepared on intent may stand in for asking now. It is young (asked within
 * `limits.usableMs`, and never "in the future" of a clock that went back); a token still has
 * `limits.tokenHeadroomMs` to live, so the player's first requests, which renew it, are made well
 * inside its validity; a refusal (no pass, another country, the device limit) is what the service
 * said moments ago, so it is shown as it would be; "could not be reached" is never kept, it is
 * worth asking again. The expiry is the service's clock read on the fan's: a device running fast
 * only asks again, one running slow is still held to the window on its own clock.
 */
export function preparedAnswerUsable(prepared: PreparedAnswer, nowMs: number): boolean {
  const age = nowMs - prepared.preparedAt;
  if (!(age >= 0 && age < limits.usableMs)) return false;
  const { answer } = prepared;
  if (!answer.ok) return answer.error.kind !== 'unavailable';
  const expiresAt = Date.parse(answer.value.expiresAt);
  return Number.isFinite(expiresAt) && expiresAt - nowMs >= limits.tokenHeadroomMs;
}

/**
 * Two asks are the same when the same fan asks for the same entry with the same copy of their
 * passes (both made by openStreamInput).
 */
export const preparedKey = (input: OpenStreamInput, viewer: string): string => JSON.stringify([viewer, input]);

export interface PreparedStream {
  /**
   * Asks the stream service now, for a press that is likely to follow (the fan points at or
   * focuses 'Watch Live'). Once per ask while its answer may still be used. Never for a
   * signed-out fan: their lock is decided without the service.
   */
  prepare(input: OpenStreamInput, viewer: string): void;
  /**
   * openStream, taking the prepared answer for the same ask (waiting for it when still in
   * flight) when it is still usable; otherwise it asks the service as always.
   */
  open(input: OpenStreamInput, viewer: string): ReturnType<OpenStream>;
}

/**
 * One prepared answer at a time, in memory only: the token is never written anywhere, logged or
 * put in an address of the site. The next open takes it, whichever ask it is for, so a retry,
 * 'Refresh my access' or an expired token always asks the service again.
 */
export function makePreparedStream({ openStream, clock }: { openStream: OpenStream; clock: Clock }): PreparedStream {
  let slot: { key: string; preparedAt: number; answer: ReturnType<OpenStream> } | null = null;
  return {
    prepare(input, viewer) {
      const key = preparedKey(input, viewer);
      const preparedAt = clock.now();
      if (!input.signedIn || (slot?.key === key && preparedAt - slot.preparedAt < limits.usableMs)) return;
      slot = { key, preparedAt, answer: openStream(input) };
    },
    async open(input, viewer) {
      const taken = slot?.key === preparedKey(input, viewer) ? slot : null;
      slot = null;
      const answer = taken && (await taken.answer);
      return answer && preparedAnswerUsable({ preparedAt: taken.preparedAt, answer }, clock.now())
        ? answer
        : openStream(input);
    },
  };
}
