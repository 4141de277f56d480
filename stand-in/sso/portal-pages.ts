/**
 * The SSO portal's server-rendered pages: plain HTML forms that work without
 * JavaScript, labelled fields, an error area announced to screen readers, the club's
 * navy and gold with inline CSS (the portal is "another site": it shares no files).
 */
import { createHash } from 'node:crypto';

export const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const css = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#0b1d3a;color:#0b1d3a;line-height:1.5}
header{background:#0b1d3a;color:#fff;padding:1rem 1.5rem;border-bottom:4px solid #f2b705}header p{margin:0;font-weight:800;letter-spacing:.04em}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:8px;padding:1.5rem 1.75rem}
h1{margin:0 0 1rem;font-size:1.6rem}label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input[type=text],input[type=email],input[type=password]{width:100%;padding:.6rem .7rem;border:2px solid #5a6b85;border-radius:4px;font:inherit}
button,.button{display:inline-block;margin-top:1rem;padding:.65rem 1.2rem;background:#f2b705;color:#0b1d3a;border:2px solid #0b1d3a;border-radius:4px;font:inherit;font-weight:700;cursor:pointer;text-decoration:none}
.secondary{background:#fff}.social{display:grid;gap:.5rem}.social .button{margin:0;text-align:center}
a{color:#0b1d3a;font-weight:600}:focus-visible{outline:3px solid #f2b705;outline-offset:2px;box-shadow:0 0 0 5px #0b1d3a}
.error{background:#fde8e8;color:#7a0b0b;border-left:4px solid #b00020;padding:.6rem .8rem;margin:0 0 1rem}
.notice{background:#fff6d6;border-left:4px solid #f2b705;padding:.6rem .8rem;margin:0 0 1rem;word-break:break-all}
.hint{font-size:.9rem;color:#3d4a5e}.choices{list-style:none;padding:0}hr{border:0;border-top:1px solid #d5dae2;margin:1.5rem 0}
@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}`;

/** the stylesheet's hash for the pages' CSP: the one inline thing the pages may use (no style attributes) */
export const PORTAL_STYLE_HASH = createHash('sha256').update(css).digest('base64');

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><title>${esc(title)} | UZFC Account</title><style>${css}</style></head>
<body><header><p>UZFC Account</p></header><main id="main"><h1>${esc(title)}</h1>${body}</main></body></html>`;
}

/** the error area: role="alert" so the server's message is read out when the page loads */
export const errorBox = (message: string | undefined) =>
  message ? `<p class="error" role="alert" id="form-error">${esc(message)}</p>` : '';
export const noticeBox = (html: string) => `<div class="notice" role="status">${html}</div>`;
const hidden = (name: string, value: string | undefined) =>
  value ? `<input type="hidden" name="${esc(name)}" value="${esc(value)}">` : '';
const described = (message: string | undefined) =>
  message ? ' aria-describedby="form-error" aria-invalid="true"' : '';
const withRedirect = (path: string, redirectUri: string | undefined) =>
  redirectUri ? `${path}?redirect_uri=${encodeURIComponent(redirectUri)}` : path;

export interface FormContext {
  /** the portal's own base path, e.g. /sso */
  readonly base: string;
  readonly redirectUri?: string;
  readonly error?: string;
  readonly email?: string;
}

export const socialLabels = { facebook: 'Facebook', google: 'Google', apple: 'Apple' } as const;

export function loginPage(ctx: FormContext): string {
  const social = (Object.keys(socialLabels) as (keyof typeof socialLabels)[])
    .map(
      (p) =>
        `<a class="button secondary" href="${esc(withRedirect(`${ctx.base}/social/${p}`, ctx.redirectUri))}">Continue with ${socialLabels[p]}</a>`,
    )
    .join('');
  return page(
    'Sign in',
    `${errorBox(ctx.error)}
<form method="post" action="${esc(ctx.base)}/login" novalidate>
${hidden('redirect_uri', ctx.redirectUri)}
<label for="email">Email address</label><input id="email" name="email" type="email" autocomplete="email" required value="${esc(ctx.email ?? '')}"${described(ctx.error)}>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required${described(ctx.error)}>
<button type="submit">Sign in</button></form>
<p><a href="${esc(withRedirect(`${ctx.base}/forgot-password`, ctx.redirectUri))}">Forgot your password?</a></p>
<hr><h2>Or continue with</h2><div class="social">${social}</div>
<hr><h2>New to UZFC?</h2><p><a class="button secondary" href="${esc(withRedirect(`${ctx.base}/register`, ctx.redirectUri))}">Register an account</a></p>`,
  );
}

export function registerPage(ctx: FormContext & { firstName?: string; lastName?: string }): string {
  return page(
    'Register',
    `${errorBox(ctx.error)}
<form method="post" action="${esc(ctx.base)}/register" novalidate>
${hidden('redirect_uri', ctx.redirectUri)}
<label for="firstName">First name</label><input id="firstName" name="firstName" type="text" autocomplete="given-name" required value="${esc(ctx.firstName ?? '')}">
<label for="lastName">Last name</label><input id="lastName" name="lastName" type="text" autocomplete="family-name" required value="${esc(ctx.lastName ?? '')}">
<label for="email">Email address</label><input id="email" name="email" type="email" autocomplete="email" required value="${esc(ctx.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" required aria-describedby="password-hint">
<p class="hint" id="password-hint">At least 8 characters.</p>
<button type="submit">Create account</button></form>
<p>Already registered? <a href="${esc(withRedirect(`${ctx.base}/login`, ctx.redirectUri))}">Sign in</a></p>`,
  );
}

export function forgotPage(ctx: FormContext & { resetLink?: string; sent?: boolean }): string {
  const result = ctx.sent
    ? noticeBox(
        ctx.resetLink
          ? `<p>This stand-in does not send email. Your reset link:</p><p><a href="${esc(ctx.resetLink)}">Reset your password</a></p>`
          : '<p>If an account exists for that address, a reset link has been created.</p>',
      )
    : '';
  return page(
    'Forgot your password?',
    `${errorBox(ctx.error)}${result}
<form method="post" action="${esc(ctx.base)}/forgot-password" novalidate>
${hidden('redirect_uri', ctx.redirectUri)}
<label for="email">Email address</label><input id="email" name="email" type="email" autocomplete="email" required value="${esc(ctx.email ?? '')}">
<button type="submit">Get a reset link</button></form>
<p><a href="${esc(withRedirect(`${ctx.base}/login`, ctx.redirectUri))}">Back to sign in</a></p>`,
  );
}

export function resetPage(ctx: FormContext & { token: string; done?: boolean }): string {
  if (ctx.done) {
    return page(
      'Password changed',
      `${noticeBox('<p>Your password has been changed. Please sign in again.</p>')}
<p><a class="button" href="${esc(withRedirect(`${ctx.base}/login`, ctx.redirectUri))}">Sign in</a></p>`,
    );
  }
  return page(
    'Choose a new password',
    `${errorBox(ctx.error)}
<form method="post" action="${esc(ctx.base)}/reset-password" novalidate>
${hidden('token', ctx.token)}${hidden('redirect_uri', ctx.redirectUri)}
<label for="password">New password</label><input id="password" name="password" type="password" autocomplete="new-password" required aria-describedby="password-hint">
<p class="hint" id="password-hint">At least 8 characters.</p>
<button type="submit">Change password</button></form>`,
  );
}

export function profilePage(
  ctx: FormContext & {
    user: { firstName: string; lastName: string; email: string };
    saved?: boolean;
    subscriptionsUrl: string;
    siteUrl?: string;
  },
): string {
  return page(
    'Your profile',
    `${errorBox(ctx.error)}${ctx.saved ? noticeBox('<p>Your details have been saved.</p>') : ''}
<p>Signed in as <strong>${esc(ctx.user.email)}</strong></p>
<form method="post" action="${esc(ctx.base)}/profile" novalidate>
${hidden('redirect_uri', ctx.redirectUri)}
<label for="firstName">First name</label><input id="firstName" name="firstName" type="text" autocomplete="given-name" required value="${esc(ctx.user.firstName)}">
<label for="lastName">Last name</label><input id="lastName" name="lastName" type="text" autocomplete="family-name" required value="${esc(ctx.user.lastName)}">
<button type="submit">Save changes</button></form>
<hr><p><a href="${esc(ctx.subscriptionsUrl)}">Manage your subscriptions</a></p>
${ctx.siteUrl ? `<p><a href="${esc(ctx.siteUrl)}">Back to the UZFC website</a></p>` : ''}`,
  );
}

export function socialPage(
  ctx: FormContext & {
    provider: keyof typeof socialLabels;
    accounts: readonly { email: string; firstName: string; lastName: string }[];
  },
): string {
  const label = socialLabels[ctx.provider];
  const options = ctx.accounts
    .map(
      (a, i) =>
        `<li><button type="submit" name="account" value="${i}">Continue as ${esc(`${a.firstName} ${a.lastName}`)} <span class="hint">(${esc(a.email)})</span></button></li>`,
    )
    .join('');
  return page(
    `Sign in with ${label}`,
    `<p>This is a stand-in for ${label}: choose which demo account to continue as.</p>
<form method="post" action="${esc(ctx.base)}/social/${ctx.provider}">${hidden('redirect_uri', ctx.redirectUri)}<ul class="choices">${options}</ul></form>
<p><a href="${esc(withRedirect(`${ctx.base}/login`, ctx.redirectUri))}">Cancel</a></p>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<p class="error" role="alert">${esc(message)}</p>`);
}
