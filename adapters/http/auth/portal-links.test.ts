import { portalLinks, siteSignInLinks } from './portal-links';

describe('portal links', () => {
  it('point at the portal pages with the site page as redirect_uri', () => {
    const l = portalLinks(
      'http://localhost:4010/sso/',
      'http://localhost:8080/news?page=2',
      'http://localhost:8080/videos/subscriptions',
    );
    expect(l.login).toBe(
      'http://localhost:4010/sso/login?redirect_uri=http%3A%2F%2Flocalhost%3A8080%2Fnews%3Fpage%3D2',
    );
    expect(new URL(l.social.apple).pathname).toBe('/sso/social/apple');
    expect(new URL(l.manageAccount).pathname).toBe('/sso/profile');
    expect(l.loginFormAction).toBe('http://localhost:4010/sso/login');
    expect(l.loginFormFields).toEqual({ return_errors: 'true' });
    expect(l.subscriptions).toBe('http://localhost:8080/videos/subscriptions');
    expect(portalLinks('http://x/sso', 'http://localhost:8080/').subscriptions).toBeUndefined();
  });
});

describe('site sign-in links', () => {
  it("start every portal page at the site's /auth/sign-in, with the page to come back to; the form still posts to the portal", () => {
    const l = siteSignInLinks('http://localhost:8080', '/news?page=2', 'http://localhost:4010/sso');
    expect(l.login).toBe('http://localhost:8080/auth/sign-in?page=login&return=%2Fnews%3Fpage%3D2');
    expect(new URL(l.register).searchParams.get('page')).toBe('register');
    expect(new URL(l.social.google).searchParams.get('page')).toBe('google');
    expect(new URL(l.manageAccount).searchParams.get('page')).toBe('profile');
    expect(new URL(l.forgotPassword).searchParams.get('page')).toBe('forgot-password');
    expect(l.loginFormAction).toBe('http://localhost:4010/sso/login');
    expect(l.redirectUri).toBe('http://localhost:8080/news?page=2');
  });
});
