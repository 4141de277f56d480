/**
 * What the commentary bench runs inside the page (an init script, so it is in place before the
 * app's code): for every commentary entry, four moments on the page's own clock
 * (performance.now()):
 *   received  the feed's bytes carrying `id: N` were handed to the page's reader (the match
 *             feed's adapter reads server-sent events through fetch + TextDecoderStream)
 *   committed the entry's <li> entered the DOM (React's commit; a MutationObserver sees it at
 *             the end of that task)
 *   frame     the next animation frame began (requestAnimationFrame)
 *   painted   that frame's style, layout and paint were done (a message posted from inside the
 *             frame runs only after the browser's rendering work for it)
 * Cost of an update = (committed - received) + (painted - frame): the main-thread work of the
 * update itself, without the idle wait for the next vsync. It is an upper bound: any other task
 * that ran in between (a clock tick, a timer) is counted in.
 */
export interface UpdateTiming {
  readonly received: number;
  readonly committed: number;
  readonly frame: number;
  readonly painted: number;
}

export interface ProbeResult {
  readonly timeOrigin: number;
  /** performance.now() of the sync mark put in the trace */
  readonly syncAtMs: number;
  readonly timings: Readonly<Record<string, UpdateTiming>>;
  /** long animation frames (> 50 ms) while the match ran, and the longest */
  readonly longFrames: readonly number[];
}

/** runs in the page (serialised by Playwright: no closures over this module) */
export function installCommentaryProbe(listLabel: string): void {
  const w = window as unknown as {
    __probe: { received: Record<string, number>; timings: Record<string, UpdateTiming>; longFrames: number[] };
  };
  const probe = {
    received: {} as Record<string, number>,
    timings: {} as Record<string, UpdateTiming>,
    longFrames: [] as number[],
  };
  w.__probe = probe;
  const read = ReadableStreamDefaultReader.prototype.read;
  ReadableStreamDefaultReader.prototype.read = function (this: ReadableStreamDefaultReader<unknown>) {
    return read.call(this).then((chunk) => {
      if (typeof chunk.value === 'string') {
        const t = performance.now();
        for (const m of chunk.value.matchAll(/^id: (\d+)$/gm)) probe.received[m[1]!] ??= t;
      }
      return chunk;
    }) as ReturnType<typeof read>;
  } as typeof read;
  new MutationObserver((records) => {
    const committed = performance.now();
    const fresh: string[] = [];
    for (const r of records) {
      for (const n of r.addedNodes) {
        if (!(n instanceof Element)) continue;
        const items = n.matches('li[data-sequence]') ? [n] : [...n.querySelectorAll('li[data-sequence]')];
        for (const li of items) {
          const seq = li.getAttribute('data-sequence')!;
          if (
            li.closest(`[aria-label="${listLabel}"]`) &&
            probe.timings[seq] === undefined &&
            probe.received[seq] !== undefined
          )
            fresh.push(seq);
        }
      }
    }
    if (fresh.length === 0) return;
    requestAnimationFrame(() => {
      const frame = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const painted = performance.now();
        for (const seq of fresh) probe.timings[seq] ??= { received: probe.received[seq]!, committed, frame, painted };
      };
      channel.port2.postMessage(0);
    });
  }).observe(document, { subtree: true, childList: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longFrames.push(e.duration);
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    /* an older Chromium: long tasks are still in the trace */
  }
}

/** `syncMark`: a user-timing mark that lines the page's clock up with a trace's */
export function readProbe(syncMark: string): ProbeResult {
  const w = window as unknown as { __probe: { timings: Record<string, UpdateTiming>; longFrames: number[] } };
  const syncAtMs = performance.mark(syncMark).startTime;
  return { timeOrigin: performance.timeOrigin, syncAtMs, timings: w.__probe.timings, longFrames: w.__probe.longFrames };
}
