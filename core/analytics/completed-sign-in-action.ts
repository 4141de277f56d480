/**
 * Which completion a signed-in return from the login portal counts. The portal's return
 * looks the same after a registration as after a sign-in, so the site goes by its own note
 * that the fan left from the Register link (ports/registration-note.port.ts) rather than a
 * marker the portal would have to add: it needs nothing from a real portal. The note counts
 * only for an hour (a fan who clicked Register, gave up and signed in another day signed in),
 * and never when it is dated after the return (a wrong clock or junk).
 */
import type { AnalyticsAction } from './analytics-actions';

export const REGISTRATION_NOTE_LIFETIME_MS = 60 * 60 * 1000;

export function completedSignInAction(
  registerClickedAtMs: number | null,
  nowMs: number,
): Extract<AnalyticsAction, 'sign-in-completed' | 'registration-completed'> {
  if (registerClickedAtMs === null) return 'sign-in-completed';
  const age = nowMs - registerClickedAtMs;
  return age >= 0 && age <= REGISTRATION_NOTE_LIFETIME_MS ? 'registration-completed' : 'sign-in-completed';
}
