/**
 * The report e-mail as a phone shows it: the outbox message's HTML with its inline attachment put in
 * place, at 390 px in Chromium. The chart is the server's (a PNG of the figures, in the page's colours),
 * loaded, within the screen, and the message does not scroll sideways. The screenshot is kept to look at.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { inlineAttachments } from '../../scripts/test/mail-screenshot.mjs';

const OUTBOX = '.data/test-outbox';
const jpeg =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDAgMDAwLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

test.use({ viewport: { width: 390, height: 844 } });

for (const source of ['Website', 'Landing Page']) {
  test(`the ${source} report e-mail at 390 px shows the server's chart`, async ({ page, request }) => {
    const email = `report-mail-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const res = await request.post('/api/inflation-email', {
      data: { name: 'Helen', email, amount: 10000, month: 1, year: 2010, source, chartImage: jpeg },
    });
    expect(await res.json()).toEqual({ success: true, status: 'queued' });
    // The e-mail leaves just after the answer.
    const find = async () => {
      const files = (await readdir(OUTBOX)).filter((f) => f.endsWith('.json'));
      const messages = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(OUTBOX, f), 'utf8'))));
      return messages.find((m) => m.to === email && m.tag === 'calculator-report-report');
    };
    await expect.poll(find).toBeTruthy();
    const message = await find();
    // What buying power lost means, under the figures, in the e-mail too.
    expect(message.text).toContain(
      'Buying power lost is in January 2010 pounds: your £10,000.00 now buys what £6,114.21 did then. The extra £6,355.35 needed is that same loss in August 2026 pounds.',
    );

    await page.setContent(inlineAttachments(message), { waitUntil: 'load' });
    const chart = page.getByRole('img', { name: /^Bar chart\. Value \(£\): 2010 £10,000\.00; 2026 £16,355\.35\.$/ });
    await expect(chart).toBeVisible();
    expect(await chart.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const box = await chart.evaluate((img: HTMLImageElement) => ({
      natural: img.naturalWidth,
      shown: img.getBoundingClientRect().width,
    }));
    expect(box.natural).toBe(1120);
    expect(box.shown).toBeGreaterThan(250);
    expect(box.shown).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({
      path: `test-results/screenshots/report-mail-${source.replace(' ', '-').toLowerCase()}-390.png`,
      fullPage: true,
    });
  });
}
