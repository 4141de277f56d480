/**
 * `npm test`: every check the project has, in order, and one closing line
 * `N passed, N failed` totalling them (CI reads only that line). Each tool check
 * (lint, type check, build, size budget, Storybook build) counts as one test; vitest
 * and Playwright report their own counts through their JSON reporters.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

type Tally = { passed: number; failed: number };
const total: Tally = { passed: 0, failed: 0 };
const failures: string[] = [];
mkdirSync('test-results', { recursive: true });

function run(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function check(name: string, cmd: string, args: string[], env?: NodeJS.ProcessEnv) {
  const ok = run(name, cmd, args, env);
  if (ok) total.passed++;
  else {
    total.failed++;
    failures.push(name);
  }
}

function counted(
  name: string,
  cmd: string,
  args: string[],
  report: string,
  read: (json: unknown) => Tally,
  env?: NodeJS.ProcessEnv,
) {
  rmSync(report, { force: true });
  const ok = run(name, cmd, args, env);
  let tally: Tally = { passed: 0, failed: 0 };
  if (existsSync(report)) {
    try {
      tally = read(JSON.parse(readFileSync(report, 'utf8')));
    } catch {
      /* counted below as one failure */
    }
  }
  // a runner that failed without reporting a failed test (crash, config error) still fails
  if (!ok && tally.failed === 0) tally.failed = 1;
  total.passed += tally.passed;
  total.failed += tally.failed;
  if (tally.failed) failures.push(`${name} (${tally.failed})`);
  console.log(`  ${name}: ${tally.passed} passed, ${tally.failed} failed`);
}

const vitestTally = (j: unknown): Tally => {
  const r = j as { numPassedTests: number; numFailedTests: number };
  return { passed: r.numPassedTests, failed: r.numFailedTests };
};
const playwrightTally = (j: unknown): Tally => {
  const s = (j as { stats: { expected: number; unexpected: number; flaky: number } }).stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected };
};

const only = process.argv.slice(2);
const want = (step: string) => only.length === 0 || only.includes(step);

if (want('lint')) check('lint (ESLint and Prettier)', 'npm', ['run', 'lint']);
if (want('typecheck')) check('type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
if (want('unit'))
  counted(
    'unit, component, contract and property tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'],
    'test-results/vitest.json',
    vitestTally,
  );
// the client build empties dist/, so the server build (pages rendered by React on the
// server: the journeys test it) must come after it
if (want('build')) {
  check('production build (client)', 'npm', ['run', 'build:client']);
  check('production build (server rendering)', 'npm', ['run', 'build:server']);
}
if (want('bench')) check('size budgets', 'node', ['--import', 'tsx', 'scripts/bench.ts', '--sizes-only']);
// Lighthouse on the key pages (about 4-6 minutes on 2 cores): every floor in
// scripts/bench/lighthouse-floors.ts is enforced under the CPU slowdown calibrated to the host, a
// page below one measured again before it fails
// (docs/testing.md, "Lighthouse in CI")
if (want('lighthouse'))
  check('Lighthouse floors', 'node', ['--import', 'tsx', 'scripts/bench.ts', '--lighthouse-only'], {
    BENCH_LIGHTHOUSE_FLOORS: process.env.BENCH_LIGHTHOUSE_FLOORS ?? 'all',
  });
if (want('storybook'))
  check('Storybook build', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static'], {
    STORYBOOK_DISABLE_TELEMETRY: '1',
  });
if (want('e2e'))
  counted(
    'browser journeys (Chromium)',
    'npx',
    ['playwright', 'test'],
    'test-results/playwright.json',
    playwrightTally,
  );

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
