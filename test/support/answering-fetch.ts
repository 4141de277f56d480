/**
 * A fetch that answers every request with one JSON body (status 200) and records the URLs it was
 * asked for: HTTP adapter tests use it to see what a malformed answer does and which paths are sent.
 */
export function answeringFetch(body: unknown): { fetchImpl: typeof fetch; urls: string[] } {
  const urls: string[] = [];
  const fetchImpl: typeof fetch = async (input) => {
    urls.push(String(input));
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetchImpl, urls };
}
