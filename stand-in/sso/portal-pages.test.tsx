// Runs in the jsdom project (a .tsx test) so axe-core can check the portal's server-rendered HTML.
import axe from 'axe-core';
import { forgotPage, loginPage, messagePage, profilePage, registerPage, resetPage, socialPage } from './portal-pages';
import { socialAccounts } from './social-accounts';

const ctx = { base: '/sso', redirectUri: 'http://localhost:8080/news' };
const pages: Record<string, string> = {
  login: loginPage(ctx),
  loginWithError: loginPage({
    ...ctx,
    error: 'The email address or password you entered is incorrect.',
    email: 'a@b.c',
  }),
  register: registerPage({ ...ctx, error: 'Your password must be at least 8 characters long.' }),
  forgot: forgotPage({ ...ctx, sent: true, resetLink: '/sso/reset-password?token=abc' }),
  reset: resetPage({ ...ctx, token: 't' }),
  resetDone: resetPage({ ...ctx, token: 't', done: true }),
  profile: profilePage({
    ...ctx,
    user: { firstName: 'Ann', lastName: 'Fan', email: 'ann@example.com' },
    saved: true,
    subscriptionsUrl: 'http://localhost:8080/videos/subscriptions',
  }),
  social: socialPage({ ...ctx, provider: 'apple', accounts: socialAccounts.apple }),
  message: messagePage('Sign-in problem', 'This redirect address is not allowed.'),
};

describe('SSO portal pages', () => {
  it.each(Object.entries(pages))('%s has no axe violations', async (_name, html) => {
    document.documentElement.innerHTML = new DOMParser().parseFromString(html, 'text/html').documentElement.innerHTML;
    document.documentElement.lang = 'en-GB';
    const r = await axe.run(document.documentElement, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations.map((v) => v.id)).toEqual([]);
  });

  it('escapes everything it echoes back', () => {
    const html = loginPage({ ...ctx, email: '"><script>alert(1)</script>', error: '<img src=x onerror=alert(1)>' });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
  });
});
