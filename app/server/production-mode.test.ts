import { productionUnlessSet } from './production-mode';

describe('the site server is production unless told otherwise', () => {
  it('sets NODE_ENV to production when it is unset or empty', () => {
    for (const env of [{}, { NODE_ENV: '' }] as Record<string, string | undefined>[]) {
      productionUnlessSet(env);
      expect(env.NODE_ENV).toBe('production');
    }
  });

  it('keeps a NODE_ENV that is set', () => {
    const env: Record<string, string | undefined> = { NODE_ENV: 'development' };
    productionUnlessSet(env);
    expect(env.NODE_ENV).toBe('development');
  });
});
