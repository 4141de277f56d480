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
  it('refuses non-http protocols for service addresses', () => {
    const r = parseAppConfig({ services: { webApi: 'javascript:alert(1)' } }, defaultConfig());
    expect(r.ok).toBe(false);
  });
});
