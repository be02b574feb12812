import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';

/** Tests run against the production build served as `npm start` serves it, on its own port. */
const port = Number(process.env.TEST_PORT || 8898);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT || 'test-reports/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: ['--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --env-file-if-exists=.env scripts/serve.mjs',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      OUTBOX_DIR: '.data/test-outbox',
      POSTMARK_SERVER_TOKEN: '',
    },
  },
});
