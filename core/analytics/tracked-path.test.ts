import fc from 'fast-check';
import { scrubTrackedPath } from './tracked-path';

describe('scrubTrackedPath', () => {
  it('never throws and always returns a site path', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(scrubTrackedPath(s).startsWith('/')).toBe(true);
      }),
    );
  });
  it('drops credential-like parameters from the query and a query-like hash, keeping anchors', () => {
    expect(scrubTrackedPath('/?tokenpayload=abc&loginSuccess=true')).toBe('/?loginSuccess=true');
    expect(scrubTrackedPath('/cb#access_token=x&state=1')).toBe('/cb#state=1');
    expect(scrubTrackedPath('/news#top')).toBe('/news#top');
  });

  it('drops any parameter carrying an email address, and email-named ones, whatever else is there', () => {
    expect(scrubTrackedPath('/news?q=fan%40example.com&page=2')).toBe('/news?page=2');
    expect(scrubTrackedPath('/account?email=x&tab=1')).toBe('/account?tab=1');
    fc.assert(
      fc.property(fc.emailAddress(), fc.stringMatching(/^[a-z]{1,8}$/), (email, name) => {
        const scrubbed = scrubTrackedPath(
          `/p?${new URLSearchParams([
            [name, email],
            ['page', '2'],
          ])}`,
        );
        expect(decodeURIComponent(scrubbed)).not.toContain(email);
        expect(scrubbed).toContain('page=2');
      }),
    );
  });
});
