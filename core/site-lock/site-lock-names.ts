/**
 * The names the site lock's parts share: the site server sets the cookie and answers the
 * endpoint, a locked page carries the data block, the app looks for it before anything
 * else (kept apart from the lock's rules so every page's first bundle carries only these).
 */
export const SITE_LOCK = {
  /** the allow-entry cookie (HttpOnly, set by the site server) */
  cookie: 'uzfc_site_lock',
  /** the same-origin form post that checks the password and sets the cookie */
  endpoint: '/__site-lock',
  passwordField: 'password',
  returnField: 'return',
  /** the JSON block of a locked page: { salt, passwordSha256 } */
  dataBlockId: 'uzfc-site-lock',
} as const;
