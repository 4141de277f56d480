/**
 * The refresh token rotates on every refresh, and a fan's tabs do not all hear of the new one
 * at once: a tab that sends the old cookie a moment after another tab's refresh was answered
 * would spend a token the SSO has already rotated. A lenient SSO hands out yet another token
 * (twenty parallel refreshes once gave three, of which one still worked); a strict one refuses,
 * which signs the fan out. So this instance remembers, for a few seconds, what each rotation
 * gave for the token it spent, and answers a late request with the same new tokens while they
 * are still fresh. Concurrent requests already share one call (core/auth/renew-session.ts).
 * Signing out forgets the session's rotations at once.
 */
import { ok, type Clock, type HeldSession, type SsoSession } from '@core';
import { isIdentityFresh } from '@core/auth/session-validity';
import type { RenewSession } from '@core/auth/renew-session';

/** long enough for a tab's request that left with the old cookie; short enough to hold little */
export const ROTATION_MEMORY_MS = 10_000;

export interface RememberedRotations {
  readonly renew: RenewSession;
  /** the session signed out: nothing of it is handed out again */
  forget(sessionId: string): void;
}

const keyOf = (held: HeldSession) => `${held.sessionId ?? ''}\u0000${held.refreshToken ?? ''}`;

export function rememberRotations(
  renew: RenewSession,
  clock: Clock,
  memoryMs = ROTATION_MEMORY_MS,
): RememberedRotations {
  const rotations = new Map<string, { value: SsoSession; at: number }>();
  return {
    async renew(held) {
      const t = clock.now();
      for (const [k, r] of rotations) if (t - r.at > memoryMs) rotations.delete(k);
      const kept = rotations.get(keyOf(held));
      if (kept && isIdentityFresh(kept.value.identity, t)) return ok(kept.value);
      const answer = await renew(held);
      if (answer.ok && held.refreshToken) {
        // a rotation of a token that was itself handed out for an older one: the older one's late requests get the newest
        for (const r of rotations.values())
          if (r.value.identity.refreshToken === held.refreshToken) r.value = answer.value;
        rotations.set(keyOf(held), { value: answer.value, at: t });
      }
      return answer;
    },
    forget(sessionId) {
      for (const [k, r] of rotations) if (r.value.sessionId === sessionId) rotations.delete(k);
    },
  };
}
