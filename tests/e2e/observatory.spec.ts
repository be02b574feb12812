/**
 * The MDN HTTP Observatory grades the served headers of the home page. Locally the site is behind
 * tests/support/https-front.ts (TLS and the http→https redirect Netlify adds), so all ten tests run,
 * the two HTTPS-only ones included. The scanner is not in the default install: it is fetched on first
 * use (scripts/setup/tools.mjs). Its install step would download an HSTS preload list and a CA bundle;
 * neither is reachable offline, so its preload list is an empty one and the only certificate it trusts
 * is the throwaway one.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ensureTool } from '../../scripts/setup/tools.mjs';
import { startHttpsFront } from '../support/https-front';

let observatory: string;
test.beforeAll(() => {
  // Once per install: npm ci of the scanner's pinned tree, seconds from npm's cache.
  test.setTimeout(300_000);
  observatory = join(ensureTool('observatory'), 'node_modules/@mdn/mdn-http-observatory');
});

interface ScanResult {
  scan: { grade: string; score: number; testsPassed: number; testsFailed: number; testsQuantity: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
  error?: string;
}

function scan(host: string, caFile: string): Promise<ScanResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [join(observatory, 'src/scan.js'), host],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile }, timeout: 90_000 },
      (error, stdout) => {
        try {
          resolve(JSON.parse(stdout) as ScanResult);
        } catch {
          reject(error ?? new Error(`scanner printed: ${stdout.slice(0, 500)}`));
        }
      },
    );
  });
}

test('the served headers get the top grade from the MDN HTTP Observatory', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const front = await startHttpsFront(new URL(baseURL!));
  try {
    const result = await scan(front.host, front.caFile);
    expect(result.error).toBeUndefined();
    const failed = Object.entries(result.tests)
      .filter(([, t]) => !t.pass)
      .map(([name, t]) => `${name}: ${t.result}`);
    expect(failed).toEqual([]);
    expect(result.scan.testsQuantity).toBe(10);
    expect(result.scan.grade).toBe('A+');
  } finally {
    await front.close();
  }
});
