import fc from 'fast-check';
import { scrubTrackedPath } from './tracked-path';

describe('scrubTrackedPath', () => {
  it('never throws and always returns a site path', () => {
    fc.assert(fc.property(fc.string(), (s) => { expect(scrubTrackedPath(s).startsWith('/')).toBe(true); }));
  });
  it('drops credential-like parameters from the query and a query-like hash, keeping anchors', () => {
    expect(scrubTrackedPath('/?tokenpayload=abc&loginSuccess=true')).toBe('/?loginSuccess=true');
    expect(scrubTrackedPath('/cb#access_token=x&state=1')).toBe('/cb#state=1');
    expect(scrubTrackedPath('/news#top')).toBe('/news#top');
  });
});
