vcl 4.1;
#
# The edge cache in front of the UZFC site (docs/cdn.md): what a CDN does for the site, in
# Varnish 7.1 from Debian. Two listen addresses, named by `npm run start:edge`:
#   site      the public site, in front of the site server instances (round robin, health-checked)
#   services  the club's services (the stand-in), in front of one origin
# This file is the policy. The top-level VCL that includes it is written at start by
# scripts/edge/varnish-config.ts: the backends, the director's members and the 503 page.
#
# What it guarantees (each rule has a varnishtest case in scripts/edge/varnish/tests/):
#   - a response is cached as its Cache-Control says: s-maxage (else max-age) is its life,
#     stale-while-revalidate how long a stale copy is served while a fresh one is fetched, and
#     stale-if-error how long a stale copy is served when the origin cannot answer (every
#     instance down, or a 5xx). Nothing is cached that says private, no-store or no-cache,
#     has Vary: *, or has no Cache-Control or Expires at all;
#   - never cached, always passed to the origin: every method but GET and HEAD, /auth/*, any
#     address carrying tokenpayload, any response with Set-Cookie, a request with Authorization,
#     a request carrying the site lock's cookie;
#   - the cache key is the address (query sorted, marketing parameters dropped) and, through
#     Varnish itself, every request header the response names in Vary; Accept-Encoding is
#     reduced to br, gzip or nothing first so those are the only variants;
#   - a page is cached without the visitor's cookies: they never reach a cacheable fetch (the
#     site renders the same public page for everyone; signed-in state is /auth/*, passed);
#   - X-Cache says what the cache did: HIT, MISS, PASS, STALE (stale-while-revalidate),
#     STALE-IF-ERROR, or UNAVAILABLE (nothing to serve: an honest 503);
#   - PURGE from this machine empties one address (every variant); with X-Purge-Prefix: 1,
#     every address under it (`npm run edge:purge`).

import std;
import directors;

# An instance is out of the rotation after 3 failed checks of the last 5 (a second apart), and
# back after 3 good ones. A check waits 2 s: an instance busy with renders answers its health check
# late, and taking every busy instance out would turn a slow site into a site that answers 503.
# A draining instance (SIGTERM) answers its health check 503 at once.
probe site_health {
  .request = "GET /healthz HTTP/1.1"
    "Host: localhost"
    "Connection: close"
    "User-Agent: uzfc-edge-probe";
  .interval = 1s;
  .timeout = 2s;
  .window = 5;
  .threshold = 3;
  .initial = 3;
}

acl edge_purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_init {
  new site = directors.round_robin();
}

#######################################################################
# Client side

sub vcl_recv {
  if (req.restarts == 0) {
    # the cache's own notes travel between restarts only: never taken from a client
    unset req.http.X-Edge-Has-Stale;
    unset req.http.X-Edge-Use-Stale;
    unset req.http.X-Edge-Served;
  }
  if (local.socket == "services") {
    call edge_services_recv;
  }
  call edge_site_recv;
}

sub edge_site_recv {
  set req.backend_hint = site.backend();
  if (req.method == "PURGE") {
    call edge_purge;
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # the fan's session: sign-in return, refresh, sign-out
  if (req.url ~ "^/auth/" || req.url ~ "(?i)tokenpayload") {
    return (pass);
  }
  # the development site lock answers per visitor (private, Vary: Cookie)
  if (req.http.Cookie ~ "(^|;)\s*(__Host-)?uzfc_site_lock=") {
    return (pass);
  }
  if (req.http.Authorization) {
    return (pass);
  }
  call edge_normalise_request;
  # (req.grace lasts across restarts: each pass through here says what it is)
  if (req.http.X-Edge-Use-Stale) {
    # the origin failed: any copy still within its stale-if-error
    set req.grace = 3650d;
  } elsif (req.http.X-Edge-Has-Stale) {
    # beyond stale-while-revalidate with the origin up: fetch now (vcl_hit)
    set req.grace = 0s;
  }
  return (hash);
}

sub edge_services_recv {
  call edge_services_backend;
  if (req.method == "PURGE") {
    call edge_purge;
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.http.Authorization || req.url ~ "(?i)tokenpayload" || req.url ~ "^/__control") {
    return (pass);
  }
  # the match feed's server-sent events stream through, never stored
  if (req.http.Accept ~ "text/event-stream") {
    return (pass);
  }
  call edge_normalise_request;
  return (hash);
}

sub edge_normalise_request {
  # br, gzip or nothing: the only codings the site makes, so the only variants Vary creates
  # (a coding refused with q=0 does not count)
  if (req.http.Accept-Encoding ~ "(?i)(^|,)\s*br\s*(;|,|$)" &&
      req.http.Accept-Encoding !~ "(?i)(^|,)\s*br\s*;\s*q=0(\.0*)?\s*(,|$)") {
    set req.http.Accept-Encoding = "br";
  } elsif (req.http.Accept-Encoding ~ "(?i)(^|,)\s*(x-)?gzip\s*(;|,|$)" &&
      req.http.Accept-Encoding !~ "(?i)(^|,)\s*(x-)?gzip\s*;\s*q=0(\.0*)?\s*(,|$)") {
    set req.http.Accept-Encoding = "gzip";
  } else {
    unset req.http.Accept-Encoding;
  }
  call edge_normalise_url;
}

sub edge_normalise_url {
  # parameters a campaign adds change nothing on the page
  if (req.url ~ "[?&](utm_[a-z]+|fbclid|gclid|msclkid)=") {
    set req.url = regsuball(req.url, "([?&])(utm_[a-z]+|fbclid|gclid|msclkid)=[^&]*", "\1");
    set req.url = regsuball(req.url, "&&+", "&");
    set req.url = regsub(req.url, "\?&", "?");
    set req.url = regsub(req.url, "[?&]$", "");
  }
  set req.url = std.querysort(req.url);
}

sub edge_purge {
  if (!(client.ip ~ edge_purgers)) {
    return (synth(405, "Method Not Allowed"));
  }
  # the address as it was stored
  call edge_normalise_url;
  if (req.http.X-Purge-Prefix == "1") {
    # every object of this listener whose address starts with this one (regex-escaped)
    if (std.ban("obj.http.X-Edge-Socket == " + local.socket + " && obj.http.X-Edge-Url ~ ^" +
        regsuball(req.url, "([][.*+?^$(){}|\\])", "\\\1"))) {
      return (synth(200, "Purged"));
    }
    return (synth(400, "Bad Request"));
  }
  return (purge);
}

sub vcl_hash {
  hash_data(req.url);
  # the site's pages do not depend on the Host it was asked by (its origin is configured);
  # the services build some addresses from theirs
  if (local.socket == "services" && req.http.host) {
    hash_data(req.http.host);
  }
  hash_data(local.socket);
  return (lookup);
}

sub vcl_hit {
  if (obj.ttl >= 0s) {
    return (deliver);
  }
  # stale, within stale-while-revalidate: served now, a fresh copy fetched in the background
  if (obj.ttl + std.duration(obj.http.X-Edge-Swr + "s", 0s) > 0s) {
    set req.http.X-Edge-Served = "STALE";
    return (deliver);
  }
  # beyond it, kept for stale-if-error: served only when the origin cannot answer
  if (req.http.X-Edge-Use-Stale || !std.healthy(req.backend_hint)) {
    set req.http.X-Edge-Served = "STALE-IF-ERROR";
    return (deliver);
  }
  # the origin is up: ask it now; this copy is the answer if that fails (vcl_synth)
  set req.http.X-Edge-Has-Stale = "1";
  return (restart);
}

sub vcl_deliver {
  if (req.http.X-Edge-Served) {
    set resp.http.X-Cache = req.http.X-Edge-Served;
  } elsif (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  unset resp.http.X-Edge-Url;
  unset resp.http.X-Edge-Socket;
  unset resp.http.X-Edge-Swr;
  unset resp.http.X-Varnish;
  unset resp.http.Via;
}

sub vcl_synth {
  # the origin failed a fetch while a stale copy is kept: serve that copy (stale-if-error)
  if (resp.status == 503 && req.http.X-Edge-Has-Stale && !req.http.X-Edge-Use-Stale) {
    set req.http.X-Edge-Use-Stale = "1";
    return (restart);
  }
  set resp.http.Cache-Control = "no-store";
  set resp.http.X-Content-Type-Options = "nosniff";
  if (req.method == "PURGE" || resp.status == 405 || resp.status == 400) {
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.body = resp.reason + {"
"};
    return (deliver);
  }
  # nothing to serve and no origin to ask: say so
  set resp.http.X-Cache = "UNAVAILABLE";
  set resp.http.Retry-After = "10";
  if (local.socket == "services") {
    set resp.http.Content-Type = "application/json";
    set resp.body = {"{"error":"Service Unavailable","message":"The service did not answer" }"};
  } elsif (req.url ~ "^/auth/") {
    # the session endpoints' own outage answer: the browser keeps the session and tries later
    set resp.http.Content-Type = "application/json";
    set resp.body = {"{"error":"unavailable" }"};
  } else {
    set resp.http.Content-Type = "text/html; charset=utf-8";
    set resp.http.Content-Security-Policy = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
    call edge_unavailable_page;
  }
  return (deliver);
}

#######################################################################
# Backend side

sub vcl_backend_fetch {
  # a fetch that may be cached carries nothing of the visitor who caused it
  if (!bereq.uncacheable && local.socket == "site") {
    unset bereq.http.Cookie;
    unset bereq.http.Authorization;
  }
  return (fetch);
}

sub vcl_backend_response {
  set beresp.http.X-Edge-Url = bereq.url;
  set beresp.http.X-Edge-Socket = local.socket;
  if (beresp.status >= 500) {
    # keep serving the stale copy (a background refresh, or a fetch with one kept)
    if (bereq.is_bgfetch || bereq.http.X-Edge-Has-Stale) {
      return (abandon);
    }
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  if (bereq.uncacheable) {
    return (deliver);
  }
  if (beresp.http.Set-Cookie ||
      beresp.http.Cache-Control ~ "(?i)(no-store|no-cache|private)" ||
      beresp.http.Vary == "*" ||
      (!beresp.http.Cache-Control && !beresp.http.Expires) ||
      beresp.ttl <= 0s) {
    call edge_uncacheable;
  }
  if (local.socket == "services" && beresp.http.Cache-Control !~ "(?i)(^|,)\s*public\s*(,|$)") {
    # a service's answer is stored only when it says it is public
    call edge_uncacheable;
  }
  # Varnish read stale-while-revalidate into beresp.grace; without it, no stale serving
  if (beresp.http.Cache-Control !~ "(?i)stale-while-revalidate=\d+") {
    set beresp.grace = 0s;
  }
  # seconds, as "600.000"
  set beresp.http.X-Edge-Swr = beresp.grace;
  if (beresp.http.Cache-Control ~ "(?i)stale-if-error=\d+" &&
      std.duration(regsub(beresp.http.Cache-Control, "(?i)^.*stale-if-error=(\d+).*$", "\1s"), 0s) > beresp.grace) {
    set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "(?i)^.*stale-if-error=(\d+).*$", "\1s"), 0s);
  }
  # past all that, a copy with a validator is kept a while for a cheap 304 from the origin
  if (beresp.http.ETag || beresp.http.Last-Modified) {
    set beresp.keep = 1h;
  }
  return (deliver);
}

sub edge_uncacheable {
  # hit-for-miss: the next request asks the origin too, and may cache what it says then
  set beresp.ttl = 60s;
  set beresp.grace = 0s;
  set beresp.uncacheable = true;
  return (deliver);
}

sub vcl_backend_error {
  # an instance that refused or dropped a GET: the next one (the director rotates)
  if ((bereq.method == "GET" || bereq.method == "HEAD") && bereq.retries < 3 && !bereq.is_bgfetch) {
    return (retry);
  }
  # the client side answers: the stale copy, or an honest 503 (vcl_synth)
  return (abandon);
}
