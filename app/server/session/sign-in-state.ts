/**
 * Each sign-in is tied to the browser that started it (login CSRF: an attacker who signs in
 * at the portal could otherwise make a victim's browser open his return address, and the
 * victim would be signed in as him, buying a pass for his account). Starting a sign-in puts
 * a one-time random state into this browser's HttpOnly `__Host-` state cookie and into the
 * return address the portal is given; the portal's return is taken only when its state is
 * one this browser holds, and spends it. A few sign-ins may be under way at once (two tabs),
 * each with its own state; the cookie keeps the newest few for an hour.
 */
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { siteSessionCookies } from '@protocol/site-session/site-session-wire';
import { only, requestCookies } from './request-cookies';
import { HOST_COOKIE } from './session-cookies';

/** the sign-ins one browser may have under way at once (the oldest is forgotten first) */
export const SIGN_IN_STATES_KEPT = 4;
/** long enough to register, or to reset a password, at the portal */
export const SIGN_IN_STATE_LIFE_S = 60 * 60;

const STATE = /^[\w-]{43}$/;

/** 32 random bytes, base64url: unguessable, and safe in an address and a cookie */
export function newSignInState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** the states this browser holds; none when the cookie is absent, malformed or sent twice */
function heldStates(c: Context): string[] {
  const value = only(requestCookies(c.req.header('cookie')), siteSessionCookies.signInState);
  if (value === undefined || value === 'ambiguous') return [];
  return value.split('.').filter((s) => STATE.test(s));
}

function keep(c: Context, states: readonly string[]): void {
  if (states.length === 0) deleteCookie(c, siteSessionCookies.signInState, HOST_COOKIE);
  else
    setCookie(c, siteSessionCookies.signInState, states.join('.'), {
      ...HOST_COOKIE,
      httpOnly: true,
      maxAge: SIGN_IN_STATE_LIFE_S,
    });
}

/** a new sign-in from this browser: its state, now held by the browser too */
export function startSignIn(c: Context): string {
  const state = newSignInState();
  keep(c, [...heldStates(c), state].slice(-SIGN_IN_STATES_KEPT));
  return state;
}

/** whether this browser started the sign-in that `state` names; a state is spent by its return */
export function spendSignInState(c: Context, state: string | null): boolean {
  const held = heldStates(c);
  if (state === null || !STATE.test(state) || !held.includes(state)) return false;
  keep(
    c,
    held.filter((s) => s !== state),
  );
  return true;
}
