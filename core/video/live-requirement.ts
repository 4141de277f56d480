import type { RequiredEntitlement } from '../stream/stream-types';
import type { LiveUpgradeData } from './video-types';

/** the live upgrade data's require-login entitlement when the service sends none (the spec's value) */
export const REQUIRE_LOGIN_ANY = 'any';

/**
 * What a live stream asks of the viewer (ACCESS-2, VIDEO-3), from the live stream's own
 * entitlements and the live upgrade data's two: the require-upgrade entitlement opens the
 * live video alongside the stream's own passes (any one of them does); the require-login
 * entitlement ('any') among them, or no entitlement at all, means any signed-in fan.
 * checkVideoAccess then decides the lock: a guest is asked to sign in, a signed-in fan
 * without one of the passes is asked to upgrade. Blanks are configuration slips, ignored.
 */
export function liveRequirement(
  entitlements: readonly string[],
  upgrade: Pick<LiveUpgradeData, 'requireLoginEntitlement' | 'requireUpgradeEntitlement'>,
): RequiredEntitlement {
  const login = upgrade.requireLoginEntitlement.trim() || REQUIRE_LOGIN_ANY;
  const wanted = [...new Set([...entitlements, upgrade.requireUpgradeEntitlement].map((e) => e.trim()))].filter(
    (e) => e !== '',
  );
  return wanted.length === 0 || wanted.includes(login) ? { kind: 'any' } : { kind: 'pass', entitlements: wanted };
}
