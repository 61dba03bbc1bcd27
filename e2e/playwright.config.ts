import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { ports, urls, websiteEnv, backendEnv } from './env';

const ISOLATED =
  /(wiki-(visibility|two-processes)|careers-editing|robustness-postgres|deploy-proxy)\.spec\.ts/;

// The browser tests run the built apps on their own ports with a fresh, seeded database,
// so they never touch a developer's running `npm start`.
export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_PORT_OFFSET
    ? `../test-results-${process.env.E2E_PORT_OFFSET}`
    : '../test-results',
  fullyParallel: true,
  // One worker more than cores: a worker waits on its servers and the browser between steps,
  // and the third fills those gaps (CI from a fresh clone on two cores: 772 s instead of 794 s;
  // decision 047).
  workers: process.env.CI ? availableParallelism() + 1 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A journey signs in several accounts or tabs through a long page; on a loaded 2-core CI
  // machine that took over 30 s (2026-11-27). Speed is the bench's job, not the tests'.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list'], ['./time-per-spec.ts']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL: urls.website,
    // A trace records a screenshot of every frame and a snapshot of every action: a third more
    // work per screen, measured (decision 047). CI's log keeps the error and its context, never
    // the trace, so CI records none; a local run keeps it for a failed test.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      // 1440 px: a common desktop, wide enough for the header's full menu (decision 014).
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: { width: 1440, height: 900 },
      },
      testIgnore: ISOLATED,
    },
    // Specs that change what every other spec sees (a wiki category limited to a role hides it
    // from staff: wiki.spec.ts counted 11 categories instead of 12 while it ran; a job ad
    // published adds one to the careers list others count) or start processes of their own:
    // after the rest, so nothing runs beside them.
    {
      name: 'isolated',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: { width: 1440, height: 900 },
      },
      testMatch: ISOLATED,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      // Stands in for POSTHOG_HOST and records what the browser sends (consent-analytics.spec.ts).
      command: 'node e2e/posthog-stand-in.mjs',
      cwd: '..',
      url: `${urls.posthog}/__e2e/health`,
      env: { PORT: String(ports.posthog) },
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/start-backend.mjs',
      cwd: '..',
      url: `${urls.backend}/healthz`,
      env: backendEnv,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node apps/website/build/server/index.js',
      cwd: '..',
      url: `${urls.website}/healthz`,
      env: websiteEnv,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
  metadata: { ports },
});
