import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/setup/chromium.mjs';
import { readMode, timeScale } from './scripts/local-server/mode.mjs';

/** Tests run against the production build served as `npm start` serves it, on its own port. */
const port = Number(process.env.TEST_PORT || 8898);
export const baseURL = `http://localhost:${port}`;
/**
 * Contact leads are delivered, signed, to a stand-in receiver (scripts/test/webhook-standin.mjs) on a port of
 * its own beside the server's, which answers what it received at /deliveries (tests/e2e/campaign.spec.ts).
 */
export const webhookStandin = {
  url: `http://127.0.0.1:${port + 20000}`,
  secret: `whsec_${Buffer.from('the browser tests’ webhook secret, 32+ bytes').toString('base64')}`,
};

// No retries, here or in CI: a test that passes only on a second try is a failing test. The
// timeouts leave room for a slow 2-core machine with other work running (axe on a long page took
// over a minute at a load average of 25); every wait in the tests
// is for a condition, so they cost nothing when the machine is fast.
// On the stock emulation every request to a function builds it first, seconds each on a busy machine: the
// same waits, longer limits. That is the case when NETLIFY_LOCAL_STOCK=1 asks for it, and when the server
// has fallen back by itself (a change in @netlify/*): the config is read again in each test worker, after the
// server has started and recorded its mode, and the global set-up says so.
const slower = timeScale(process.env, readMode(import.meta.dirname, port));

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/server-mode.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 120_000 * slower,
  expect: { timeout: 15_000 * slower },
  reporter: [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT || 'test-reports/playwright.json' }]],
  use: {
    baseURL,
    // The site scrolls smoothly for visitors who have not asked for reduced motion, and moving focus
    // (to a lesson's next step, a form's error summary) scrolls too. A click that lands while such a
    // scroll is still animating on a busy machine can miss its button. Tests run as a visitor who
    // prefers reduced motion, so nothing moves by itself; the carousel's autoplay tests ask for motion.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    actionTimeout: 15_000 * slower,
    navigationTimeout: 30_000 * slower,
    launchOptions: {
      executablePath: findChromium({ shell: true }),
      args: [
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node scripts/test/webhook-standin.mjs --port ${port + 20000} --secret ${webhookStandin.secret}`,
      url: `${webhookStandin.url}/deliveries`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'node --env-file-if-exists=.env scripts/local-server/serve.mjs',
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        MAIL_DIR: '.data/test-outbox',
        POSTMARK_SERVER_TOKEN: '',
        // Each run starts from an empty local database (migrations applied afresh).
        RESET_DATABASE: '1',
        // The suite sends more contact messages in an hour than a firm gets in a week: each is notified on its own
        // (the hourly limit and its digest are tested in tests/integration/server/outbox/team-digest.test.ts).
        TEAM_NOTIFICATIONS_PER_HOUR: '1000',
        // E-mails as they will be published, whatever the state of the sign-off (tests/e2e/approval.spec.ts tests the marks).
        APPROVAL_MARKS: 'off',
        // And mails hundreds of example.com addresses: the sending caps (tested in tests/integration/server/outbox/caps.test.ts)
        // are set out of its way.
        MAIL_CAP_DOMAIN_PER_HOUR: '5000',
        MAIL_CAP_PER_HOUR: '5000',
        LEAD_WEBHOOK_URL_CONTACT: `${webhookStandin.url}/hook`,
        LEAD_WEBHOOK_SECRET: webhookStandin.secret,
      },
    },
  ],
});
