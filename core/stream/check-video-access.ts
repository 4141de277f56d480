import { accountOptions } from '../config/site-config';
import { accessGranted, type RequiredEntitlement, type VideoAccessDecision } from './stream-types';

export interface VideoAccessInput {
  readonly signedIn: boolean;
  /** already parsed (parseEntitlements); blanks are ignored here too */
  readonly entitlements: readonly string[];
  readonly required: RequiredEntitlement;
  /** defaults to accountOptions.lockContentWhenEntitlementsEmpty (false) */
  readonly lockWhenEntitlementsEmpty?: boolean;
}

/**
 * Video access (ACCESS-1 to ACCESS-3): locked unless the user holds the
 * required entitlement.
 * 1. A guest is always asked to sign in first (STREAM.LOGIN_REQUIRED): a pass can only be
 *    bought and checked for a known account, so "upgrade" would be the wrong first step.
 * 2. 'any' (the require-login entitlement) is satisfied by being signed in, unless the
 *    lock-when-entitlements-empty option is on and the user holds nothing.
 * 3. 'pass' (the require-upgrade entitlement) needs one of its exact entitlements.
 * An upgrade is told apart by what the user already has: nothing at all -> the locked
 * stream message 'You must have a pass to access this stream' (STREAM.PASS_REQUIRED,
 * pointing at the passes); some other pass -> the unsubscribed-stream text
 * (STREAM.NOT_SUBSCRIBED, i.e. upgrade to a live package).
 */
export function checkVideoAccess(input: VideoAccessInput): VideoAccessDecision {
  const lock = input.lockWhenEntitlementsEmpty ?? accountOptions.lockContentWhenEntitlementsEmpty;
  if (!input.signedIn) return { ok: false, kind: 'login-required', code: 'STREAM.LOGIN_REQUIRED' };

  const held = new Set(input.entitlements.map((e) => e.trim()).filter((e) => e !== ''));
  const upgrade = (): VideoAccessDecision => ({
    ok: false,
    kind: 'upgrade-required',
    code: held.size === 0 ? 'STREAM.PASS_REQUIRED' : 'STREAM.NOT_SUBSCRIBED',
  });

  if (input.required.kind === 'any') return lock && held.size === 0 ? upgrade() : accessGranted;
  // a blank required entitlement is a configuration slip: it must lock, never open
  const wanted = input.required.entitlements.map((e) => e.trim()).filter((e) => e !== '');
  return wanted.some((e) => held.has(e)) ? accessGranted : upgrade();
}
