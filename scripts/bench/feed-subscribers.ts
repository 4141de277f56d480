/**
 * FEED_SUBSCRIBERS (2,000) fans' feeds at once, in a process of their own (the feed bench runs it
 * beside the browser it measures). Each opens the live match's server-sent events at the
 * match-data service (FEED_URL) as the site's adapter does: from the match as its page showed it
 * (the last sequence published when the fan arrives: a fan's page carries the events so far),
 * and, like the adapter, again a second later from the last event it has when a stream fails or
 * closes before full time (counted, with why). Fans arrive 100 every 100 ms. For every event it
 * notes how long after its publication time it arrived. It tells its parent over IPC when every
 * fan has a stream, how it is going every two seconds, and, when told to stop, what it saw; then
 * it closes them all and exits.
 */
import { request, type ClientRequest } from 'node:http';

export interface SubscriberReport {
  readonly subscribers: number;
  /** fans who got a stream */
  readonly connected: number;
  /** streams opened again after one failed or closed before full time */
  readonly reconnects: number;
  /** why: an error's code, a status that was not a stream, or 'closed mid-match' */
  readonly reconnectReasons: Readonly<Record<string, number>>;
  readonly deliveries: number;
  /** events each fan received live (published after it arrived): the fewest and the most */
  readonly eventsPerSubscriber: { readonly min: number; readonly max: number };
  /** publication -> arrival, over every live delivery */
  readonly latencyMs: { readonly p50: number; readonly p99: number; readonly max: number };
}

export type SubscriberMessage =
  | { kind: 'connected'; connected: number }
  | { kind: 'progress'; connected: number; reconnects: number; reasons: Record<string, number> }
  | { kind: 'report'; report: SubscriberReport };

const url = new URL(process.env.FEED_URL ?? '');
const count = Number(process.env.FEED_SUBSCRIBERS ?? 2_000);
const send = (m: SubscriberMessage) => process.send?.(m);

// arrival - publication, in whole milliseconds: a count per value (bounded, whatever the number of deliveries)
const latencies = new Map<number, number>();
const received = new Array<number>(count).fill(0);
/** when each fan arrived: what was published before is the backlog their page showed, not a live delivery */
const arrivedAt = new Array<number>(count).fill(Infinity);
/** the last sequence each fan has */
const lastSequence = new Array<number>(count).fill(0);
const hasStream = new Array<boolean>(count).fill(false);
const open = new Set<ClientRequest>();
const reasons = new Map<string, number>();
let connected = 0;
let reconnects = 0;
let stopping = false;

function record(frame: string, fan: number) {
  const sequence = Number(/^id: (\d+)$/m.exec(frame)?.[1] ?? 0);
  if (sequence <= lastSequence[fan]!) return;
  lastSequence[fan] = sequence;
  const data = /^data: (.*)$/m.exec(frame)?.[1];
  if (!data) return;
  const published = Date.parse((JSON.parse(data) as { publishedAt: string }).publishedAt);
  if (published < arrivedAt[fan]!) return;
  const ms = Math.max(0, Math.round(Date.now() - published));
  latencies.set(ms, (latencies.get(ms) ?? 0) + 1);
  received[fan]! += 1;
}

/** the fan's stream failed or closed early: as the site's adapter, again from the last event, a second later */
function again(fan: number, why: string) {
  if (stopping) return;
  reconnects += 1;
  reasons.set(why, (reasons.get(why) ?? 0) + 1);
  setTimeout(() => subscribe(fan), 1_000);
}

function subscribe(fan: number) {
  if (stopping) return;
  const after = lastSequence[fan]!;
  const req = request(
    {
      host: url.hostname,
      port: url.port,
      path: `${url.pathname}?after=${after}`,
      headers: { accept: 'text/event-stream', 'last-event-id': String(after) },
      agent: false,
    },
    (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        again(fan, `status ${res.statusCode}`);
        return;
      }
      if (!hasStream[fan]) {
        hasStream[fan] = true;
        connected += 1;
        if (connected === count) send({ kind: 'connected', connected });
      }
      res.setEncoding('utf8');
      let buffer = '';
      let ended = false;
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event: end$/m.test(frame)) ended = true;
          else if (/^event: match-event$/m.test(frame)) record(frame, fan);
        }
      });
      // after full time the service ends every stream: that one is not opened again
      res.on('close', () => {
        open.delete(req);
        if (!ended) again(fan, 'closed mid-match');
      });
    },
  );
  req.on('error', (e: NodeJS.ErrnoException) => {
    open.delete(req);
    again(fan, e.code ?? e.message);
  });
  req.end();
  open.add(req);
}

function percentile(q: number, total: number): number {
  const sorted = [...latencies.entries()].sort((a, b) => a[0] - b[0]);
  let seen = 0;
  for (const [ms, n] of sorted) {
    seen += n;
    if (seen >= q * total) return ms;
  }
  return sorted.at(-1)?.[0] ?? NaN;
}

const progress = setInterval(
  () => send({ kind: 'progress', connected, reconnects, reasons: Object.fromEntries(reasons) }),
  2_000,
);

process.on('message', (m: unknown) => {
  if (m !== 'stop') return;
  stopping = true;
  clearInterval(progress);
  const deliveries = [...latencies.values()].reduce((a, b) => a + b, 0);
  send({
    kind: 'report',
    report: {
      subscribers: count,
      connected,
      reconnects,
      reconnectReasons: Object.fromEntries(reasons),
      deliveries,
      eventsPerSubscriber: { min: Math.min(...received), max: Math.max(...received) },
      latencyMs: {
        p50: percentile(0.5, deliveries),
        p99: percentile(0.99, deliveries),
        max: Math.max(0, ...latencies.keys()),
      },
    },
  });
  for (const r of open) r.destroy();
  setTimeout(() => process.exit(0), 200);
});

// fans arrive 100 every 100 ms, each from what the match had published when they came
for (let fan = 0; fan < count; fan += 1) {
  if (fan % 100 === 0) {
    if (fan > 0) await new Promise((r) => setTimeout(r, 100));
    const page = (await (await fetch(url, { headers: { accept: 'application/json' } })).json()) as {
      lastSequence: number;
    };
    const now = Date.now();
    for (let f = fan; f < Math.min(count, fan + 100); f += 1) {
      lastSequence[f] = page.lastSequence;
      arrivedAt[f] = now;
    }
  }
  subscribe(fan);
}
