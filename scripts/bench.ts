/**
 * `npm run bench` (after `npm run build`):
 *   1. size budgets of each route's initial JavaScript (fails when exceeded);
 *   2. Lighthouse 12, mobile, median of 3 runs (BENCH_LIGHTHOUSE_RUNS) on home, news listing,
 *      an article, a content page, /videos, /live, /matches, a match centre, /teams, a team and a
 *      player, with the
 *      CPU slowdown calibrated to the host first (bench/cpu-calibration.ts: the host's
 *      benchmarkIndex, median of 3, through Lighthouse's throttling calculator; printed) and the
 *      page's main thread on a core of its own (bench/page-core.ts; printed); a table
 *      per page: the figures, the JavaScript transferred and run before the page is interactive,
 *      the host's CPU index and the slowdown, and the target's misses (TARGET: reported; the
 *      FLOORS under it are what fails, both in bench/lighthouse-floors.ts).
 *      Every floor (performance, TBT, CLS, LCP) fails the bench; BENCH_LIGHTHOUSE_FLOORS=paint
 *      enforces only LCP and CLS, =layout only CLS, =0 reports only;
 *      a page below an enforced floor is measured 4 more times and judged on its 7 runs;
 *      BENCH_LIGHTHOUSE_PAGES (names, comma-separated) measures only those pages;
 *      `--lighthouse-only` runs this step alone (what `npm test` runs);
 *   3. server throughput with autocannon (an uncached article render, the cached home page);
 *   4. the live match centre in Chromium under 1,000 extra commentary entries: event-to-screen
 *      latency and main-thread cost per update (`--commentary-only` runs this step alone);
 *   5. one large article: first render and the health check's worst wait for bodies of 30 KB to
 *      3 MB, and memory over 120 query variants (bench/large-body-probe.ts; `--large-body-only`);
 *   6. behind the edge cache (bench/edge-throughput.ts, `--edge-only`): req/s and p99 through the
 *      cache and straight at an instance, a cached page, an uncached article and the 404 page, at
 *      50 and 500 connections;
 *   7. the live match's feed with 2,000 subscribers at the match-data service (bench/feed-bench.ts,
 *      `--feed-only`): event-to-screen p99, delivery p99, the service's memory;
 *   8. a soak of the site server (bench/soak-bench.ts, `--soak-only`, 10 min): RSS and heap at the
 *      start, middle and end, event-loop delay p99; fails if something is still growing;
 *   9. UZTV playback in Chromium (bench/playback-bench.ts, `--playback-only`): Watch Live to first
 *      frame (p50, p95 of 10 tries) and the rebuffering ratio of 2 minutes of live video at the FAQ's
 *      minimum connection.
 * Starts the built site server and the stand-in on free ports and stops them (the edge step its
 * own Varnish and two instances). `--<step>-only` flags combine (`--edge-only --feed-only`); with
 * none, every step runs. `--sizes-only` runs step 1 alone, `--lighthouse-only` steps 1 and 2 (what
 * `npm test` runs: none of steps 3-9). Figures go to test-results/bench.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { pickSeededPaths, startBenchServers } from './bench/bench-servers';
import { launchChrome, lighthouseTable, runLighthouse, type PageScore } from './bench/lighthouse-pages';
import { floorFailures, FLOORS, limitsLine, TARGET, targetMisses, type FloorCheck } from './bench/lighthouse-floors';
import { calibrateCpu, type Calibration } from './bench/cpu-calibration';
import { reservePageCore } from './bench/page-core';
import { checkSizeBudgets } from './bench/size-budgets';
import { runThroughput, throughputTable, type Throughput } from './bench/throughput';
import { commentaryTable, runCommentaryBench, type CommentaryFigures } from './bench/commentary-bench';
import { playbackTable, runPlaybackBench, type PlaybackFigures } from './bench/playback-bench';
import { edgeThroughputTable, runEdgeThroughput, type EdgeThroughput } from './bench/edge-throughput';
import { feedTable, runFeedBench, type FeedFigures } from './bench/feed-bench';
import { runSoak, soakTable, type SoakFigures } from './bench/soak-bench';
import { largeBodyTable, runLargeBodyProbe, type LargeBodyFigures } from './bench/large-body-probe';

const started = Date.now();
const sizes = checkSizeBudgets();
let failed = sizes.failed;
let lighthouse: PageScore[] = [];
let throughput: Throughput[] = [];

// each step alone with --<step>-only (several combine); with none, all of them
const STEPS = [
  'sizes',
  'lighthouse',
  'throughput',
  'large-body',
  'commentary',
  'edge',
  'feed',
  'soak',
  'playback',
] as const;
const onlySteps = STEPS.filter((step) => process.argv.includes(`--${step}-only`));
const runs = (step: (typeof STEPS)[number]) => onlySteps.length === 0 || onlySteps.includes(step);
const floorsEnv = process.env.BENCH_LIGHTHOUSE_FLOORS;
// every floor fails the bench unless told otherwise (=0 only reports, while working on a page)
const enforced: FloorCheck | null =
  floorsEnv === '0' ? null : floorsEnv === 'paint' ? 'paint' : floorsEnv === 'layout' ? 'layout' : 'all';
// pages with a known layout shift still to fix (docs/testing.md, "Lighthouse in CI"): reported, not failed
// in the CLS-only mode, so `npm test` stays green while they are being fixed. Remove a page here
// as soon as its shift is gone, and the floor holds it from then on.
const layoutShiftPending = new Set<string>([]);
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);
let commentary: CommentaryFigures | null = null;
let playback: PlaybackFigures | null = null;
let edge: EdgeThroughput | null = null;
let feed: FeedFigures | null = null;
let soak: SoakFigures | null = null;
let calibration: (Calibration & { indexes: number[] }) | null = null;
let pageCore: string | null = null;

if (runs('lighthouse')) {
  // the servers give way to the browser being measured (BENCH_SERVERS_NICE=0: they do not)
  const servers = await startBenchServers({}, {}, { background: process.env.BENCH_SERVERS_NICE !== '0' });
  try {
    const { article, contentPage, matchCentre, team, player } = await pickSeededPaths(servers.siteUrl);
    console.log(`\nLighthouse (mobile, simulated throttling, median of ${lighthouseRuns}) on ${servers.siteUrl}`);
    const keyPages: Record<string, string> = {
      home: '/',
      'news listing': '/news',
      article,
      'content page': contentPage,
      videos: '/videos',
      live: '/live',
      matches: '/matches',
      'match centre': matchCentre,
      teams: '/teams',
      team,
      player,
    };
    // BENCH_LIGHTHOUSE_PAGES=matches,teams: only those (while working on a page; CI measures all)
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const pages = only?.length
      ? Object.fromEntries(Object.entries(keyPages).filter(([name]) => only.includes(name)))
      : keyPages;
    // before Chromium starts: it inherits the bench's cores, its renderers' main threads get their own
    const core = await reservePageCore([servers.sitePid, servers.standInPid]);
    pageCore = core.description;
    console.log(core.description);
    const chrome = await launchChrome();
    try {
      calibration = await calibrateCpu(chrome.port);
      console.log(
        `CPU calibration: benchmarkIndex ${Math.round(calibration.benchmarkIndex)} (median of ${calibration.indexes.join(', ')}) -> CPU slowdown ${calibration.multiplier}x` +
          " (Lighthouse's throttling calculator; the default 4x assumes about 1,533)",
      );
      if (calibration.outsideRange) console.log(`! ${calibration.outsideRange}`);
      lighthouse = await runLighthouse(
        chrome,
        servers.siteUrl,
        pages,
        calibration,
        lighthouseRuns,
        enforced ? (score) => floorFailures([score], enforced).length > 0 : undefined,
      );
    } finally {
      chrome.kill();
      await core.release();
    }
    if (core.reserved)
      console.log(
        core.renderers() > 0
          ? `page core held the main thread of ${core.renderers()} renderers`
          : '! page core: no renderer of the measured Chromium was found, so its main thread shared the cores',
      );
    console.log(`\n${lighthouseTable(lighthouse)}`);
    console.log(
      `CPU slowdown ${calibration.multiplier}x from benchmarkIndex ${Math.round(calibration.benchmarkIndex)}`,
    );
    const below = floorFailures(lighthouse);
    const failing = enforced
      ? floorFailures(
          lighthouse.filter((p) => !layoutShiftPending.has(p.page)),
          enforced,
        )
      : [];
    console.log(
      below.length
        ? `${failing.length ? '✘' : '!'} below the floors (${limitsLine(FLOORS)}; enforced: ${enforced ?? 'none'}):\n  ${below.join('\n  ')}`
        : '✔ every page meets the Lighthouse floors',
    );
    const short = lighthouse.filter((p) => targetMisses(p).length > 0);
    console.log(
      short.length
        ? `! short of the target (${limitsLine(TARGET)}): ${short.map((p) => p.page).join(', ')}`
        : '✔ every page meets the target',
    );
    if (failing.length) failed = true;
  } finally {
    await servers.stop();
  }
}

// fresh servers: throughput is measured on a site and stand-in Lighthouse has not warmed
if (runs('throughput')) {
  const servers = await startBenchServers();
  try {
    const { article } = await pickSeededPaths(servers.siteUrl);
    console.log('\nThroughput (autocannon, 10 connections, 10 s each, loopback)');
    throughput = await runThroughput(servers.siteUrl, article, 10, servers.siteCpuMs);
    console.log(throughputTable(throughput));
    if (throughput.some((t) => t.errors > 0 || t.non2xx > 0)) {
      console.log('✘ errors or non-2xx answers under load');
      failed = true;
    }
  } finally {
    await servers.stop();
  }
}

let largeBody: LargeBodyFigures | null = null;
if (runs('large-body')) {
  const servers = await startBenchServers({}, { STAND_IN_CONTROLS: '1' });
  try {
    console.log('\nOne large article (the stand-in publishes it; first render, /healthz polled every 50 ms, loopback)');
    largeBody = await runLargeBodyProbe(servers.siteUrl, servers.standInUrl, servers.siteRssMb);
    console.log(largeBodyTable(largeBody));
  } finally {
    await servers.stop();
  }
}

if (runs('commentary')) {
  console.log('\nThe live match centre under 1,000 extra commentary entries (Chromium, loopback, 150x replay)');
  commentary = await runCommentaryBench();
  console.log(commentaryTable(commentary));
}

if (runs('edge')) {
  console.log('\nBehind the edge cache (Varnish, two site server instances; autocannon, loopback)');
  edge = await runEdgeThroughput();
  console.log(edgeThroughputTable(edge));
}

if (runs('feed')) {
  console.log('\nThe live match feed with 2,000 subscribers at the match-data service (loopback)');
  feed = await runFeedBench();
  console.log(feedTable(feed));
  if (feed.subscribers.connected < feed.subscribers.subscribers) failed = true;
}

if (runs('soak')) {
  console.log('\nSoak of the site server (moderate steady load, loopback)');
  soak = await runSoak();
  console.log(soakTable(soak));
  if (soak.stillGrowing.length > 0 || soak.errors > 0 || soak.unexpected > 0) failed = true;
}

if (runs('playback')) {
  console.log('\nUZTV playback (Chromium): Watch Live to first frame, and rebuffering at the minimum connection');
  playback = await runPlaybackBench();
  console.log(playbackTable(playback));
}

mkdirSync('test-results', { recursive: true });
writeFileSync(
  'test-results/bench.json',
  JSON.stringify(
    {
      initialJsGzipBytes: sizes.initialJsGzipBytes,
      entryCssGzipBytes: sizes.entryCssGzipBytes,
      packageGzipBytes: sizes.packageGzipBytes,
      calibration,
      pageCore,
      lighthouseFloors: FLOORS,
      lighthouseTarget: TARGET,
      lighthouse,
      throughput,
      commentary,
      playback,
      largeBody,
      edge,
      feed,
      soak,
    },
    null,
    2,
  ),
);
console.log(`\nbench done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
