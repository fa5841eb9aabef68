import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { E2E_CNAME_TARGET, E2E_DNS_CONTROL_PORT, E2E_DNS_PORT } from './tests/e2e/dns-control';
import { E2E_SESSION_TIMEOUT_SECONDS, INACTIVITY_PORT } from './tests/e2e/inactivity-server';
import { E2E_OUTPUT_DIR } from './tests/e2e/output-dir';
import { WEBHOOK_CERTIFICATE } from './tests/e2e/webhook-receiver';

const port = Number(process.env.E2E_PORT ?? 4318);

/** The real server on `serverPort`, on a fresh seeded database of its own. */
function server(serverPort: number, env: Record<string, string>) {
  return {
    command: 'node server/src/main.ts',
    url: `http://127.0.0.1:${serverPort}/runtime-config.js`,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      // Links in the mails it sends open the app where the browser has its session.
      APP_URL: `http://127.0.0.1:${serverPort}`,
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tracklane-e2e-')),
      DEMO_MODE: 'true',
      // Every test signs in and registers from 127.0.0.1; the limits themselves are proven by server tests.
      RATE_LIMIT_SCALE: '20',
      // Tracking subdomains' CNAME lookups go to the tests' DNS server (tests/e2e/dns-control-server.ts),
      // never the internet: it points every name at the target unless a test says otherwise.
      DNS_RESOLVERS: `127.0.0.1:${E2E_DNS_PORT}`,
      DNS_TIMEOUT_MS: '1000',
      TRACKING_CNAME_TARGET: E2E_CNAME_TARGET,
      // A build of its own (`vite build --outDir`), for runs beside another checkout's build.
      ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
      ...env,
    },
    reuseExistingServer: false,
    // A few seconds on a quiet machine; over a minute was seen on a 2-core machine under heavy load, where a
    // server that is merely slow must not fail the run.
    timeout: 240_000,
  };
}

/**
 * Debian's headless shell (package chromium-headless-shell), the build Playwright itself runs headless tests
 * in; the full browser, run headless, took a quarter more CPU for the same tests (account-settings: 107 s
 * against 85 s). The full browser where the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const defaultChromium = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? defaultChromium,
    args: [
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

/**
 * Browser tests that change what every other test reads: see the `after-the-others` project. The support
 * keyboard journey's ticket tells every staff account, whose bell the notifications test counts.
 */
const AFTER_THE_OTHERS = /(admin-(languages|settings)-journey|keyboard-support)\.spec\.ts$/;

// Browser tests run the built dashboard on the real server, in Debian's Chromium (no browser downloads).
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `${E2E_OUTPUT_DIR}/e2e`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One more try on CI, as Playwright's own template has it: a test that fails only under CI's load (seen:
  // a tooltip closed by a scroll, a form typed into before its screen replaced the last one) is reported
  // as flaky in the list, and still fails the run if it fails twice. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  // Two browsers and two servers share CI's two cores: a heavy screen (the gallery) can need more than 5 s,
  // and a test photographing a screen in two languages and sizes more than Playwright's 30 s in all (the
  // dashboard's and a domain's pictures were cut off at 30 s while both workers took pictures).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test doubled what a test cost in CPU (account-settings: 85 s against 45 s
    // without), on CI's two cores. There a failing test is tried again, and that try is recorded.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Signs the demo accounts in once, through the login screen, for the tests that start signed in.
    { name: 'sign-in', testMatch: /\.setup\.ts$/, use: chromium },
    // The tests. Those that only take pictures for a person to look at (tagged @pictures, see
    // tests/e2e/photograph.ts) are the `pictures` project's, which `npm run screenshots` runs.
    {
      name: 'chromium',
      dependencies: ['sign-in'],
      use: chromium,
      grepInvert: /@pictures/,
      testIgnore: AFTER_THE_OTHERS,
    },
    { name: 'pictures', dependencies: ['sign-in'], use: chromium, grep: /@pictures/ },
    // Journeys that change what every screen reads (the Polish login button, registration closed) run once
    // the others are done, so no test reads them meanwhile.
    { name: 'after-the-others', dependencies: ['chromium'], use: chromium, testMatch: AFTER_THE_OTHERS },
  ],
  webServer: [
    // The DNS server the tracking-domain checks ask, and its control endpoint for the tests.
    {
      command: 'node tests/e2e/dns-control-server.ts',
      url: `http://127.0.0.1:${E2E_DNS_CONTROL_PORT}/health`,
      env: {
        E2E_DNS_PORT: String(E2E_DNS_PORT),
        E2E_DNS_CONTROL_PORT: String(E2E_DNS_CONTROL_PORT),
        TRACKING_CNAME_TARGET: E2E_CNAME_TARGET,
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // The queue journey's webhook receiver: a name the DNS server above leads to 127.0.0.1, a certificate
    // trusted for it, and deliveries given up at their first failure rather than after an hour of retries.
    server(port, {
      NODE_EXTRA_CA_CERTS: WEBHOOK_CERTIFICATE,
      DELIVERY_ALLOW_PRIVATE_DESTINATIONS: 'true',
      DELIVERY_RETRY_LIMIT: '0',
    }),
    // A second server whose sessions end after a few idle seconds, for the inactivity test alone: the
    // app's own clock runs, nothing is faked.
    server(INACTIVITY_PORT, { SESSION_TIMEOUT_SECONDS: String(E2E_SESSION_TIMEOUT_SECONDS) }),
  ],
});
