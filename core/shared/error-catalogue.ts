/**
 * The error catalogue: every message a user can be shown for a coded error, in one
 * place. Texts quoted from the specification are requirements; do not reword them.
 */
import { club } from '../config/site-config';
export interface CataloguedMessage {
  readonly title?: string;
  readonly message: string;
}

export const errorCatalogue = {
  // content services (wording not in the spec; kept short and actionable)
  'SERVICE.UNAVAILABLE': {
    title: 'Something went wrong',
    message: 'This content could not be loaded. Please try again in a few minutes.',
  },
  'SERVICE.INVALID_RESPONSE': {
    title: 'Something went wrong',
    message: 'This content could not be loaded. Please try again in a few minutes.',
  },
  'SERVICE.NOT_FOUND': { message: 'This page could not be found' },
  // a piece of service HTML beyond site.contentHtmlMaxChars (wording not in the spec)
  'CONTENT.TOO_LARGE': {
    title: 'This content is too long to show',
    message: 'It is larger than this website can show. Please try again later.',
  },
  // routing (ROUTE-8 to ROUTE-10)
  'ROUTE.NOT_FOUND': { title: '404 error', message: 'This page could not be found' },
  'ROUTE.UNKNOWN_MIDDLEWARE': { title: '500 error', message: 'Unknown middleware' },
  'ROUTE.REDIRECT': { title: '500 error', message: 'ERR_REDIRECT' },
  // accounts (ACCOUNT-11)
  'AUTH.REFRESH_INVALID_REQUEST': {
    title: 'There was a problem logging in',
    message: 'Please try again in a few minutes',
  },
  'AUTH.UNABLE_TO_SIGN_IN': { message: 'Unable to sign in' },
  // the portal refused the credentials: the panel shows the portal's own words (ACCOUNT-4), this only without them
  'AUTH.SIGN_IN_REFUSED': { message: 'Unable to sign in' },
  // a sign-in link that did not start in this browser, opened by a signed-in fan (wording not in the spec)
  'AUTH.SIGN_IN_NOT_STARTED': {
    title: 'That sign-in did not start here',
    message: 'You are still signed in as yourself. To sign in as someone else, log out and use Login',
  },
  'AUTH.NO_USER': { message: 'No user logged in' },
  'AUTH.REFRESH_FAILED': { message: 'Unable to log in. Failed refresh token' },
  'AUTH.SESSION_ERROR': { message: 'User not logged in. Session error' },
  'AUTH.NO_SESSION': { message: 'No Session Data' },
  // the site could not start a sign-in (its one-time state): nothing is posted (wording not in the spec)
  'AUTH.SIGN_IN_UNAVAILABLE': {
    title: 'Signing in is not available right now',
    message: 'Please try again in a few minutes',
  },
  // an SSO outage keeps the session (the spec catalogues no text for it)
  'AUTH.UNAVAILABLE': {
    title: 'The account service is having trouble',
    message: 'You are still signed in. We will keep trying to reconnect.',
  },
  // video service (ACCOUNT-11, ACCESS-3, AUDIO-2, STREAM-2)
  'STREAM.CONNECTION_FAILED': {
    title: 'There was a problem connecting to the video service',
    message: 'Please try again in a few minutes',
  },
  'STREAM.NOT_SUBSCRIBED': { message: 'To access this content you must be subscribed to a live package.' },
  'STREAM.PASS_REQUIRED': {
    title: 'You must have a pass to access this stream',
    message: 'Please view all available passes below or on our subscriptions page.',
  },
  'STREAM.LOGIN_REQUIRED': { message: 'To View This Video Please Sign In or Register An Account' },
  'STREAM.NO_PACKAGES': { message: 'No packages available' },
  // the geo and device rules: the spec asks for "its own clear message" without wording
  'STREAM.GEO_BLOCKED': {
    title: `${club.videoBrand} Live is not available in your country`,
    message:
      'Live video is not available in your country. Live audio commentary is available with an audio subscription.',
  },
  'STREAM.CONCURRENCY_LIMIT': {
    title: 'Too many devices',
    message:
      'Your account is already streaming on the maximum number of devices. Stop playback on another device and try again.',
  },
  // my devices (wording not in the spec): the stopped device is told, in these words, why it stopped
  'STREAM.PLAYBACK_STOPPED': {
    title: 'Playback was stopped from another device',
    message: 'Someone using your account chose to watch on another device. You can play here again at any time.',
  },
  // ACCESS-4; the words are audio's blocked status (AUDIO-2), the one the spec gives
  'STREAM.ACCOUNT_BLOCKED': {
    title: 'Your account has been blocked by an administrator',
    message: "Streams cannot play on this account. Please contact the club's support.",
  },
  'STREAM.DEVICE_NOT_FOUND': {
    title: 'That device has already stopped',
    message: 'It is no longer using one of your slots. Try playing here again.',
  },
  // honest answers (wording not in the spec): a wrong address is not an outage, and a pass
  // that ends while the fan watches is said as such, not as a connection problem
  'STREAM.UNKNOWN_ENTRY': {
    title: 'Stream not found',
    message: 'There is no stream at this address. It may have been removed, or the link may be wrong.',
  },
  'STREAM.PASS_ENDED': {
    title: 'Your pass has ended',
    message: `Your ${club.videoBrand} pass no longer covers this stream. View Packages to keep watching.`,
  },
  // the video catalogue (wording not in the spec)
  'VIDEO.NOT_FOUND': { title: 'Video not found', message: 'This video could not be found. It may have been removed.' },
  'AUDIO.NOT_LOGGED_IN': { message: 'Please Login to access this' },
  'AUDIO.NO_SUBSCRIPTIONS': { message: 'Sorry but you do not have any subscriptions' },
  'AUDIO.NOT_SUBSCRIBED': { message: 'Sorry but you are not subscribed to this stream' },
  'AUDIO.BLOCKED': { message: 'Your account has been blocked by an administrator' },
  'AUDIO.PROBLEM': { message: 'Sorry, there has been a problem accessing this stream' },
  // the match centre's live feed (wording not in the spec)
  'MATCH_FEED.RECONNECTING': { message: 'Live updates paused. Reconnecting...' },
  'MATCH_FEED.INVALID_EVENT': { message: 'An update could not be shown.' },
  // teams and players (wording not in the spec)
  'TEAM.NOT_FOUND': { title: 'Team not found', message: 'This team could not be found.' },
  'TEAM.PLAYER_NOT_FOUND': {
    title: 'Player not found',
    message: 'This player could not be found. They may have left the club.',
  },
  // search (SEARCH-1)
  'SEARCH.NO_RESULTS': { message: 'No results found' },
  // a failed search (wording not in the spec): never 'No results found', which would mislead
  'SEARCH.UNAVAILABLE': {
    title: 'Search is unavailable',
    message: 'Search could not be reached. Please try again in a few minutes.',
  },
} as const satisfies Record<string, CataloguedMessage>;

export type CatalogueCode = keyof typeof errorCatalogue;

/** Any coded error of the core can be shown by looking its code up here. */
export function describeError(error: { readonly code: string; readonly name?: string }): CataloguedMessage {
  // the one catalogued message that names what failed (ROUTE-9)
  if (error.code === 'ROUTE.UNKNOWN_MIDDLEWARE' && error.name)
    return { ...errorCatalogue['ROUTE.UNKNOWN_MIDDLEWARE'], message: `Unknown middleware ${error.name}` };
  return (errorCatalogue as Record<string, CataloguedMessage>)[error.code] ?? errorCatalogue['SERVICE.UNAVAILABLE'];
}

/**
 * The catalogued message a route's thrown answer names (`data({ code }, { status: 404 })`): a page
 * that knows why its address is wrong says so ('Stream not found'); null for anything else.
 */
export function cataloguedIn(data: unknown): CataloguedMessage | null {
  const code = typeof data === 'object' && data !== null ? (data as { code?: unknown }).code : undefined;
  return typeof code === 'string' && Object.hasOwn(errorCatalogue, code)
    ? (errorCatalogue as Record<string, CataloguedMessage>)[code]!
    : null;
}

/** a catalogued message as one sentence: 'Stream not found. There is no stream at this address...' */
export const cataloguedSentence = ({ title, message }: Pick<CataloguedMessage, 'title' | 'message'>): string =>
  title ? `${title}. ${message}` : message;
