/**
 * Set on the root element by the cookie notice's head script (app/server/
 * cookie-notice-head-script.ts) before the first paint when a choice is stored: the copy of
 * the notice in the server's page stays hidden (cookie-consent.module.css). Plain data,
 * so the site server reads it without the notice's component and stylesheet.
 */
export const COOKIES_ANSWERED_ATTRIBUTE = 'data-cookies-answered';
