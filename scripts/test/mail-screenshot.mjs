// Screenshots of e-mails from the local outbox, as a phone and a desktop mail client show them: the
// message's HTML with its inline attachments (cid:…) put in place, in Chromium at 390 px and 1280 px.
// Usage: node scripts/test/mail-screenshot.mjs [--out dir] .data/outbox/<message>.json ...
import { mkdir, readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findChromium } from '../setup/chromium.mjs';

/**
 * A stored message's HTML with each inline attachment's `cid:` reference replaced by the attachment itself.
 * @param {Pick<import('../../src/server/outbox/transport.ts').MailMessage, 'html' | 'attachments'>} message
 */
export function inlineAttachments(message) {
  let html = message.html;
  for (const a of message.attachments ?? []) {
    if (a.contentId) html = html.replaceAll(a.contentId, `data:${a.contentType};base64,${a.content}`);
  }
  return html;
}

/**
 * Renders each outbox file at each width into `out`; returns the PNG paths.
 * @param {string[]} files @param {{ out?: string, widths?: number[] }} [options]
 */
export async function mailScreenshots(files, { out = 'test-results/screenshots', widths = [390, 1280] } = {}) {
  await mkdir(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--disable-dev-shm-usage'] });
  /** @type {string[]} */
  const shots = [];
  try {
    for (const file of files) {
      const html = inlineAttachments(JSON.parse(await readFile(file, 'utf8')));
      for (const width of widths) {
        const page = await browser.newPage({ viewport: { width, height: 844 } });
        await page.setContent(html, { waitUntil: 'load' });
        const path = `${out}/mail-${basename(file, '.json')}-${width}.png`;
        await page.screenshot({ path, fullPage: true });
        shots.push(path);
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  return shots;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const i = args.indexOf('--out');
  const out = i >= 0 ? args.splice(i, 2)[1] : undefined;
  if (!args.length) {
    console.error('Usage: node scripts/test/mail-screenshot.mjs [--out dir] .data/outbox/<message>.json ...');
    process.exit(2);
  }
  for (const path of await mailScreenshots(args, { out })) console.log(path);
}
