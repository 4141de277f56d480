import fc from 'fast-check';
import { DEFAULT_REDIRECT_STATUS, knownPageMiddleware, pageRoute, redirectStatuses } from './page-route-rules';

// a stand-in for the app's return-address rule: paths with a single leading slash stay on the site
const ownPath = (address: string) => (/^\/(?![/\\])/.test(address) ? address : null);

describe('page route rules', () => {
  it('a page with no redirect is shown; child-friendly middleware marks it', () => {
    expect(pageRoute({}, ownPath)).toEqual({ ok: true, value: { kind: 'page', childFriendly: false } });
    expect(pageRoute({ middleware: ['child-friendly'] }, ownPath)).toEqual({
      ok: true,
      value: { kind: 'page', childFriendly: true },
    });
  });

  it('a redirect on the site follows with 302 unless the CMS names another redirect status', () => {
    expect(pageRoute({ redirect: { location: '/tickets-membership' } }, ownPath)).toEqual({
      ok: true,
      value: { kind: 'redirect', path: '/tickets-membership', status: DEFAULT_REDIRECT_STATUS },
    });
    expect(DEFAULT_REDIRECT_STATUS).toBe(302);
    expect(pageRoute({ redirect: { location: '/a', status: 301 } }, ownPath)).toMatchObject({
      ok: true,
      value: { status: 301 },
    });
  });

  it('property: a redirect that leaves the site or has a status that is not a redirect is ERR_REDIRECT', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }),
        (location, status) => {
          const r = pageRoute({ redirect: { location, ...(status === undefined ? {} : { status }) } }, ownPath);
          const valid =
            ownPath(location) !== null &&
            (status === undefined || (redirectStatuses as readonly number[]).includes(status));
          expect(r.ok).toBe(valid);
          if (!r.ok) expect(r.error).toEqual({ code: 'ROUTE.REDIRECT' });
        },
      ),
    );
  });

  it('property: any name outside the known middleware is Unknown middleware {name}, before any redirect', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...knownPageMiddleware)),
        fc.string().filter((n) => !(knownPageMiddleware as readonly string[]).includes(n)),
        (known, unknown) => {
          const r = pageRoute({ middleware: [...known, unknown], redirect: { location: '/x' } }, ownPath);
          expect(r).toEqual({ ok: false, error: { code: 'ROUTE.UNKNOWN_MIDDLEWARE', name: unknown } });
        },
      ),
    );
  });
});
