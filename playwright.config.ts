import { defineConfig } from '@playwright/test';

// Browser journeys drive Debian's Chromium (never `playwright install`) against the
// built site and the stand-in services, started as `npm start` starts them.
// E2E_PORT_OFFSET moves all three, so two checkouts can run their journeys side by side.
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const e2ePorts = { site: 8180 + portOffset, memorySite: 8181 + portOffset, standIn: 4110 + portOffset } as const;
// the edge journeys' own stack (test/e2e/support/edge-fixture.ts): Varnish, two instances, a stand-in
export const edgePorts = {
  site: 9000 + portOffset,
  services: 9001 + portOffset,
  instances: [9002 + portOffset, 9003 + portOffset],
  standIn: 9010 + portOffset,
} as const;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${e2ePorts.site}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: [
    { name: 'journeys', testIgnore: [/\.faults\.spec\.ts$/, /\.edge\.spec\.ts$/] },
    // behind the edge cache (docs/cdn.md): its own Varnish, instances and stand-in, which these
    // journeys kill and load; one at a time
    { name: 'edge', testMatch: /\.edge\.spec\.ts$/, workers: 1 },
    // the stand-in is shared: a fault set by one journey would reach any other running at the
    // same time, so these run one at a time, after every other journey
    { name: 'faults', testMatch: /\.faults\.spec\.ts$/, dependencies: ['journeys'], workers: 1 },
  ],
  webServer: {
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `http://localhost:${e2ePorts.site}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
