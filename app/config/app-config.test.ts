import { parseAppConfig } from './app-config';
import { defaultConfig } from './default-config';

describe('app config', () => {
  it('defaults to the stand-in over HTTP', () => {
    const r = parseAppConfig({}, defaultConfig());
    expect(r.ok && r.config.adapters).toBe('http');
    expect(r.ok && r.config.services.webApi).toBe('http://localhost:4010/web-api');
  });
  it('switches to in-memory adapters by one setting', () => {
    const r = parseAppConfig({ adapters: 'memory' }, defaultConfig());
    expect(r.ok && r.config.adapters).toBe('memory');
  });
  it('names the bad setting', () => {
    const r = parseAppConfig({ adapters: 'carrier-pigeon', services: { sponsors: 'not a url' } }, defaultConfig());
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems.join('\n')).toMatch(/"adapters"/);
      expect(r.problems.join('\n')).toMatch(/"services\.sponsors"/);
    }
  });
  it('says what is wrong in English (zod/mini has no messages of its own)', () => {
    const r = parseAppConfig(
      {
        adapters: 'carrier-pigeon',
        services: { sponsors: 'not a url' },
        requestTimeoutMs: 10,
        tagManagerEnabled: 'yes',
      },
      defaultConfig(),
    );
    expect(r.ok ? [] : r.problems).toEqual([
      'Setting "adapters" is invalid: Invalid option: expected one of "http"|"memory"',
      'Setting "services.sponsors" is invalid: Invalid URL',
      'Setting "requestTimeoutMs" is invalid: Too small: expected number to be >=500',
      'Setting "tagManagerEnabled" is invalid: Invalid input: expected boolean, received string',
    ]);
  });
  it('refuses non-http protocols for service addresses', () => {
    const r = parseAppConfig({ services: { webApi: 'javascript:alert(1)' } }, defaultConfig());
    expect(r.ok).toBe(false);
  });
});
