import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createStandIn } from './app';

// Test controls change what every visitor gets (faults, entitlements): only scripts on this
// machine may use them, and only when the stand-in was started with controls on.
const req = (path: string, init: RequestInit = {}) => new Request(`http://localhost:4010${path}`, init);
const faultPost = (headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: JSON.stringify({ service: 'sponsors', kind: '500' }),
  headers: { 'content-type': 'application/json', ...headers },
});
const grantPost = (headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: JSON.stringify({ email: 'nobody@example.com', entitlements: ['uztv-live'] }),
  headers: { 'content-type': 'application/json', ...headers },
});
const blockPost = () => ({
  method: 'POST',
  body: JSON.stringify({ email: 'nobody@example.com', blocked: true }),
  headers: { 'content-type': 'application/json' },
});
/** what @hono/node-server passes as the second argument: the connection's socket */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('/__control access', () => {
  it.each(['203.0.113.9', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::1', ''])(
    'refuses a caller at %j with 403 and changes nothing',
    async (address) => {
      const s = createStandIn({ controls: true });
      expect((await s.fetch(req('/__control/faults', faultPost()), from(address))).status).toBe(403);
      expect((await s.fetch(req('/stream/__control/entitlements', grantPost()), from(address))).status).toBe(403);
      expect((await s.fetch(req('/stream/__control/blocked', blockPost()), from(address))).status).toBe(403);
      expect(s.control.faultOf('sponsors')).toBe('none');
    },
  );

  it.each(['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1'])('honours a loopback caller at %s', async (address) => {
    const s = createStandIn({ controls: true });
    expect((await s.fetch(req('/__control/faults', faultPost()), from(address))).status).toBe(200);
    expect(s.control.faultOf('sponsors')).toBe('500');
    // the route itself answers (404: no such account), past the gate
    expect((await s.fetch(req('/stream/__control/entitlements', grantPost()), from(address))).status).toBe(404);
    // blocking an account as an administrator would (ACCESS-4): no such account, then a malformed body
    expect((await s.fetch(req('/stream/__control/blocked', blockPost()), from(address))).status).toBe(404);
    const malformed = { ...blockPost(), body: JSON.stringify({ email: 'nobody@example.com', blocked: 'yes' }) };
    expect((await s.fetch(req('/stream/__control/blocked', malformed), from(address))).status).toBe(400);
  });

  it('in process (msw, no socket) it is open only when controls are explicitly on', async () => {
    expect((await createStandIn({ controls: true }).fetch(req('/__control/faults', faultPost()))).status).toBe(200);
    const closed = createStandIn();
    expect((await closed.fetch(req('/__control/faults', faultPost()))).status).toBe(404);
    expect((await closed.fetch(req('/stream/__control/entitlements', grantPost()), from('127.0.0.1'))).status).toBe(
      404,
    );
    expect(closed.control.faultOf('sponsors')).toBe('none');
  });

  it('refuses a browser page (any Origin or Sec-Fetch-Site), even on this machine', async () => {
    const s = createStandIn({ controls: true });
    const browsers: Record<string, string>[] = [
      { origin: 'http://localhost:8080' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of browsers) {
      expect(
        (await s.fetch(req('/__control/faults', faultPost(headers)), from('127.0.0.1'))).status,
        JSON.stringify(headers),
      ).toBe(403);
      expect(
        (await s.fetch(req('/stream/__control/entitlements', grantPost(headers)))).status,
        JSON.stringify(headers),
      ).toBe(403);
    }
    expect(s.control.faultOf('sponsors')).toBe('none');
  });

  it("over a real port, the socket's loopback address is what lets a script in", async () => {
    const s = createStandIn({ controls: true });
    const server = serve({ fetch: s.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const r = await fetch(`http://127.0.0.1:${port}/__control/faults`, faultPost());
      expect(r.status).toBe(200);
      expect(s.control.faultOf('sponsors')).toBe('500');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
