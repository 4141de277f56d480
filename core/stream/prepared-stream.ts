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
 * worth asking again.
 */
export function preparedAnswerUsable(prepared: PreparedAnswer, nowMs: number): boolean {
  const age = nowMs - prepared.preparedAt;
  if (!(age >= 0 && age < limits.usableMs)) return false;
  const { answer } = prepared;
  if (!answer.ok) return answer.error.kind !== 'unavailable';
  const expiresAt = Date.parse(answer.value.expiresAt);
  return Number.isFinite(expiresAt) && expiresAt - nowMs >= limits.tokenHeadroomMs;
}

/** Two asks are the same when the same fan asks for the same entry with the same copy of their passes. */
export function preparedKey(input: OpenStreamInput, viewer: string): string {
  const passes = [...new Set(input.entitlements.map((e) => e.trim()).filter(Boolean))].sort();
  return JSON.stringify([viewer, input.mediaType, input.entryId, input.signedIn, passes, input.required]);
}

export interface PreparedStream {
  /**
   * Asks the stream service now, for a press that is likely to follow (the fan points at or
   * focuses 'Watch Live'). Once per ask: a usable or pending answer for the same ask is kept.
   * Never for a signed-out fan: their lock is decided without the service.
   */
  prepare(input: OpenStreamInput, viewer: string): void;
  /**
   * openStream, taking the prepared answer for the same ask (waiting for it when still in
   * flight) once, when it is still usable; otherwise it asks the service as always.
   */
  open(input: OpenStreamInput, viewer: string): ReturnType<OpenStream>;
}

interface Slot {
  readonly key: string;
  readonly preparedAt: number;
  readonly pending: Promise<OpenStreamAnswer | null>;
  answer?: OpenStreamAnswer | null;
}

/**
 * One prepared answer at a time, in memory only: the token is never written anywhere, logged or
 * put in an address of the site, and it is handed out once, so a retry, 'Refresh my access' or
 * an expired token always asks the service again.
 */
export function makePreparedStream({ openStream, clock }: { openStream: OpenStream; clock: Clock }): PreparedStream {
  let slot: Slot | null = null;
  const usable = (s: Slot, answer: OpenStreamAnswer | null | undefined): answer is OpenStreamAnswer =>
    !!answer && preparedAnswerUsable({ preparedAt: s.preparedAt, answer }, clock.now());
  return {
    prepare(input, viewer) {
      if (!input.signedIn) return;
      const key = preparedKey(input, viewer);
      if (slot?.key === key && (slot.answer === undefined || usable(slot, slot.answer))) return;
      const pending = openStream(input).catch(() => null);
      const current: Slot = { key, preparedAt: clock.now(), pending };
      slot = current;
      void pending.then((answer) => {
        current.answer = answer;
        if (slot === current && !usable(current, answer)) slot = null;
      });
    },
    async open(input, viewer) {
      const taken = slot?.key === preparedKey(input, viewer) ? slot : null;
      if (taken) {
        slot = null;
        const answer = await taken.pending;
        if (usable(taken, answer)) return answer;
      }
      return openStream(input);
    },
  };
}
