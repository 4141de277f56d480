/**
 * The server's own small error page (ERROR-1 and ROUTE-8 wording), for what never
 * reaches the React app: a malformed address (400), a missing asset (404), a render
 * that failed (500). Self-contained: no script, inline style only (the CSP allows it).
 */
const SORRY = "Sorry, it looks like the page you are looking for isn't available right now.";

export function errorPageHtml(status: number): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${status} error | UZFC</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0b1d3a">
<main><h1>${status} error</h1><p>${SORRY}</p>
<nav aria-label="Quick Links"><h2>Quick Links</h2><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li><li><a href="/matches">Matches</a></li><li><a href="/teams">Teams</a></li></ul></nav>
</main></body></html>
`;
}

export function errorPageResponse(status: number, headers: Record<string, string> = {}): Response {
  return new Response(errorPageHtml(status), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}
