/**
 * One large article against the site server (a large body must not stall it): the stand-in publishes
 * articles with generated bodies (its /web-api/__control/articles), and for each the probe
 * measures the first render (the body is new: nothing remembered) while it asks /healthz
 * every 50 ms, and the worst wait any of those answers had: the main thread's block. Then
 * 120 query variants of the largest page the site shows, and the site server's memory before
 * and after them. Loopback, bounded (a few hundred requests).
 */
export interface LargeBodyFigure {
  readonly bodyKb: number;
  readonly status: number;
  readonly pageKb: number;
  readonly renderMs: number;
  readonly healthzWorstMs: number;
}

export interface LargeBodyFigures {
  readonly bodies: readonly LargeBodyFigure[];
  readonly variants: {
    readonly count: number;
    readonly seconds: number;
    readonly rssBeforeMb: number;
    readonly rssAfterMb: number;
  };
}

/** a realistic article body of about `chars` characters (paragraphs, links, figures), unique to `salt` */
export function articleBody(chars: number, salt: string): string {
  const para = (i: number) =>
    `<p>Paragraph ${i} (${salt}): Upper Zenith Football Club can confirm the news today, with <a href="https://example.com/x${i}">supporters</a> at <strong>Zenith Park</strong> set to see the impact.</p>\n<figure><img src="https://img.example/v2/k${i}/800x450" alt="Picture ${i}" width="800" height="450"><figcaption>Caption ${i}</figcaption></figure>\n`;
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < chars; i++) {
    const p = para(i);
    parts.push(p);
    length += p.length;
  }
  return parts.join('');
}

async function publish(standInUrl: string, slug: string, bodyHtml: string): Promise<void> {
  const r = await fetch(`${standInUrl}/web-api/__control/articles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ slug, bodyHtml }),
  });
  if (!r.ok) throw new Error(`the stand-in did not publish ${slug} (${r.status}): start it with controls on`);
}

async function firstRender(siteUrl: string, path: string): Promise<Omit<LargeBodyFigure, 'bodyKb'>> {
  let done = false;
  let worst = 0;
  const polling = (async () => {
    while (!done) {
      const t = performance.now();
      await fetch(`${siteUrl}/healthz`)
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
      worst = Math.max(worst, performance.now() - t);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const t0 = performance.now();
  const r = await fetch(`${siteUrl}${path}`);
  const bytes = (await r.arrayBuffer()).byteLength;
  const renderMs = performance.now() - t0;
  done = true;
  await polling;
  return {
    status: r.status,
    pageKb: Math.round(bytes / 1024),
    renderMs: Math.round(renderMs),
    healthzWorstMs: Math.round(worst),
  };
}

export async function runLargeBodyProbe(
  siteUrl: string,
  standInUrl: string,
  siteRssMb: () => number | null,
): Promise<LargeBodyFigures> {
  const salt = Date.now().toString(36);
  // a first render of any kind loads the server's modules: not what is measured here
  for (const path of ['/', '/news']) await (await fetch(`${siteUrl}${path}`)).arrayBuffer();
  const bodies: LargeBodyFigure[] = [];
  for (const bodyKb of [30, 290, 490, 3000]) {
    const slug = `large-body-${bodyKb}-${salt}`;
    await publish(standInUrl, slug, articleBody(bodyKb * 1000, `${salt}-${bodyKb}`));
    bodies.push({ bodyKb, ...(await firstRender(siteUrl, `/news/${slug}`)) });
  }
  // the largest body the site shows, in 120 addresses that differ only by a parameter no page reads
  const slug = `large-body-490-${salt}`;
  const rssBeforeMb = siteRssMb() ?? 0;
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < 120) {
        const i = next++;
        const r = await fetch(`${siteUrl}/news/${slug}?utm_source=probe${i}`, {
          headers: { 'accept-encoding': 'br, gzip' },
        });
        await r.arrayBuffer();
      }
    }),
  );
  return {
    bodies,
    variants: {
      count: 120,
      seconds: Math.round((performance.now() - t0) / 100) / 10,
      rssBeforeMb,
      rssAfterMb: siteRssMb() ?? 0,
    },
  };
}

export function largeBodyTable(f: LargeBodyFigures): string {
  const rows = f.bodies.map(
    (b) =>
      `  ${String(b.bodyKb).padStart(5)} KB body  ${b.status}  page ${String(b.pageKb).padStart(5)} KB  first render ${String(b.renderMs).padStart(6)} ms  /healthz worst wait ${String(b.healthzWorstMs).padStart(6)} ms`,
  );
  const v = f.variants;
  rows.push(
    `  ${v.count} query variants of the 490 KB article: ${v.seconds} s, site server RSS ${v.rssBeforeMb} -> ${v.rssAfterMb} MB`,
  );
  return rows.join('\n');
}
