import fc from 'fast-check';
import { pageViewPath } from './page-view-path';

const secretNames = [
  'tokenpayload',
  'access_token',
  'refresh_token',
  'code',
  'sessionID',
  'id_token',
  'apiKey',
  'auth',
];

describe('pageViewPath', () => {
  it('keeps the path and harmless parameters', () => {
    expect(pageViewPath('/news', '?page=2')).toBe('/news?page=2');
    expect(pageViewPath('/matches', '')).toBe('/matches');
  });

  it('drops the sign-in token payload', () => {
    expect(pageViewPath('/', '?tokenpayload=abc.def&loginSuccess=true')).toBe('/?loginSuccess=true');
  });

  it('never reports the value of a credential-like parameter', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\/[a-z0-9/-]{0,30}$/),
        fc.constantFrom(...secretNames),
        fc.stringMatching(/^[A-Za-z0-9]{12,40}$/),
        fc.array(fc.tuple(fc.constantFrom('page', 'q', 'loginSuccess', 'tab'), fc.stringMatching(/^[a-z0-9]{0,6}$/)), {
          maxLength: 3,
        }),
        (path, secretName, secret, others) => {
          const params = new URLSearchParams([...others, [secretName, secret]]);
          const reported = pageViewPath(path, `?${params.toString()}`);
          expect(reported.slice(path.length)).not.toContain(secret);
          expect(reported.startsWith(path)).toBe(true);
          expect(reported.startsWith('/')).toBe(true);
          for (const [name] of others) expect(reported).toContain(`${name}=`);
        },
      ),
    );
  });
});
