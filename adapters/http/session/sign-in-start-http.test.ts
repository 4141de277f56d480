import { createSignInStartHttp } from './sign-in-start-http';

const answering = (status: number, body: unknown) => {
  const asked: { url: string; body: string }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    asked.push({ url: String(input), body: String(init?.body) });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchImpl, asked };
};

describe("the panel form's sign-in start", () => {
  it("asks the site server for the return address, with the page to come back to, and gives back the site's answer", async () => {
    const site = answering(200, { redirect_uri: 'http://localhost:8080/news?sign_in_state=abc' });
    const start = createSignInStartHttp({
      baseUrl: 'http://localhost:8080',
      fetchImpl: site.fetchImpl,
      log: () => undefined,
    });
    expect(await start('/news')).toBe('http://localhost:8080/news?sign_in_state=abc');
    expect(site.asked).toEqual([{ url: 'http://localhost:8080/auth/sign-in', body: '{"return":"/news"}' }]);
  });

  it('is null for an outage, a refusal, a broken answer or an address off the site', async () => {
    for (const [status, body] of [
      [503, { error: 'unavailable' }],
      [403, { error: 'cross_site' }],
      [200, 'not json'],
      [200, { redirect_uri: '' }],
      [200, { redirect_uri: 'http://evil.example/?sign_in_state=abc' }],
    ] as const) {
      const site = answering(status, body);
      const start = createSignInStartHttp({
        baseUrl: 'http://localhost:8080',
        fetchImpl: site.fetchImpl,
        log: () => undefined,
      });
      expect(await start('/'), JSON.stringify(body)).toBeNull();
    }
  });
});
