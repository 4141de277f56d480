import { accessGranted, type AudioAccessDecision } from './stream-types';

/**
 * The stream service's audio access status (AUDIO-2):
 * -1 granted (the player embeds); 0 not logged in; 1 no active subscription;
 * 2 insufficient entitlements; 3 blocked; anything else is a generic problem whose
 * status is carried so the UI can show it (see describeStreamAccess).
 */
export function audioAccessFromStatus(status: number): AudioAccessDecision {
  switch (status) {
    case -1:
      return accessGranted;
    case 0:
      return { ok: false, kind: 'denied', code: 'AUDIO.NOT_LOGGED_IN', status: 0 };
    case 1:
      return { ok: false, kind: 'denied', code: 'AUDIO.NO_SUBSCRIPTIONS', status: 1 };
    case 2:
      return { ok: false, kind: 'denied', code: 'AUDIO.NOT_SUBSCRIBED', status: 2 };
    case 3:
      return { ok: false, kind: 'denied', code: 'AUDIO.BLOCKED', status: 3 };
    default:
      return { ok: false, kind: 'problem', code: 'AUDIO.PROBLEM', status };
  }
}
