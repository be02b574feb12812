/**
 * The inflation calculator on both pages at 390 px, through the real functions served as `npm start`
 * serves them: each field's validation message, the result and its chart, the report e-mail in the
 * local outbox (.data/test-outbox) with the chart the server drew (never the browser's image), once
 * per calculation, the failures shown
 * inline, the plain-form path with JavaScript off, and axe on every result view.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from '../support/axe';
import { entry } from '../support/copy';
import { variants as settings } from '../../src/lib/calculatorVariants';
import { unique } from '../support/unique';

test.use({ viewport: { width: 390, height: 844 } });
// A test here makes up to six function calls and waits out two report timers: room for a slow,
// shared machine. Every wait is for a condition, so the room costs nothing when it is fast.
test.describe.configure({ timeout: 120_000 });
const T = { timeout: 30_000 };
const OUTBOX = '.data/test-outbox';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  tag: string;
  attachments?: { name: string; content: string; contentType: string; contentId?: string; size: number }[];
}

/** Report e-mails to `to` in the outbox. */
async function reports(to: string): Promise<OutboxMessage[]> {
  const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
  const all: OutboxMessage[] = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(join(OUTBOX, f), 'utf8'))),
  );
  return all.filter((m) => m.to === to && m.tag === 'calculator-report-report');
}

const variants = {
  calculator: {
    path: '/inflation-calculator',
    id: 'calc',
    colours: [
      [11, 37, 69],
      [247, 147, 30],
    ],
    delay: 1000,
  },
  landing: {
    path: '/landing',
    id: 'landing-calc',
    colours: [
      [22, 101, 52],
      [185, 28, 28],
    ],
    delay: 1500,
  },
} as const;
type Variant = keyof typeof variants;

/** Opens a calculator page, scrolls to the form and waits for the island to hydrate. */
async function open(page: Page, variant: Variant) {
  const { path, id } = variants[variant];
  await page.goto(path);
  await page.locator(`#${id}-name`).scrollIntoViewIfNeeded();
  await expect(page.locator(`astro-island:has(#${id}-name)`)).not.toHaveAttribute('ssr', /.*/, T);
  return id;
}

async function fill(
  page: Page,
  variant: Variant,
  v: { email: string; amount?: string; month?: string; year?: string; name?: string },
) {
  const id = variants[variant].id;
  await page.locator(`#${id}-name`).fill(v.name ?? 'Helen Watts');
  await page.locator(`#${id}-email`).fill(v.email);
  await page.locator(`#${id}-amount`).fill(v.amount ?? '10000');
  await page.locator(`#${id}-month`).selectOption(v.month ?? '1');
  const year = page.locator(`#${id}-year`);
  if (variant === 'landing') await year.fill(v.year ?? '2010');
  else await year.selectOption(v.year ?? '2010');
}

const calcForm = (page: Page) => page.locator('form.calc-form');
const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate', exact: true }).click();

/** Counts the canvas pixels close to each colour: proof the bars are drawn, in the variant's colours. */
async function barPixels(page: Page, colours: readonly (readonly number[])[]) {
  return page.locator('.calc-chart canvas').evaluate(
    (canvas: HTMLCanvasElement, wanted) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      return wanted.map(([r, g, b]) => {
        let n = 0;
        for (let i = 0; i < data.length; i += 4)
          if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 12) n++;
        return n;
      });
    },
    colours as unknown as number[][],
  );
}

/** The report carries the chart the server drew (a PNG in the variant's colours), inline, and nothing the browser sent. */
async function expectServerChart(message: OutboxMessage, variant: Variant) {
  expect(message.attachments).toHaveLength(1);
  const [chart] = message.attachments!;
  expect(chart).toMatchObject({
    name: 'inflation-chart.png',
    contentType: 'image/png',
    contentId: 'cid:inflation-chart.png',
  });
  expect(message.html).toContain('src="cid:inflation-chart.png"');
  const bytes = Buffer.from(chart!.content, 'base64');
  const { width, height, format } = await sharp(bytes).metadata();
  expect([format, width, height]).toEqual(['png', 1120, 880]);
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (const [r, g, b] of variants[variant].colours) {
    let n = 0;
    for (let i = 0; i < data.length; i += info.channels)
      if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) < 12) n++;
    expect(n, `pixels of rgb(${r}, ${g}, ${b})`).toBeGreaterThan(10_000);
  }
  // White background.
  const corner = await sharp(bytes)
    .extract({ left: width - 4, top: 0, width: 4, height: 4 })
    .raw()
    .toBuffer();
  expect(Math.min(...corner)).toBeGreaterThan(240);
}

test.describe('validation', () => {
  test('calculator page: each message under its field, the first field focused, nothing sent', async ({ page }) => {
    let posts = 0;
    page.on('request', (r) => r.url().includes('/api/inflation') && posts++);
    const id = await open(page, 'calculator');
    await calculate(page);
    const name = calcForm(page).getByLabel('Your name');
    await expect(name).toBeFocused(T);
    for (const [label, message] of [
      ['Your name', 'Please enter your name'],
      ['Email address', 'Please enter a valid email'],
      ['Amount (£)', 'Please enter an amount'],
      ['Month', 'Please select a month'],
      ['Year', 'Please select a year'],
    ] as const) {
      await expect(calcForm(page).getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
      await expect(calcForm(page).getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    }
    await page.locator(`#${id}-email`).fill('helen@example');
    await calculate(page);
    await expect(calcForm(page).getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email');
    expect(posts).toBe(0);
  });

  test('landing page: its own messages, and the 1987 to this-year range', async ({ page }) => {
    let posts = 0;
    page.on('request', (r) => r.url().includes('/api/inflation') && posts++);
    const id = await open(page, 'landing');
    await page.locator(`#${id}-name`).fill('H');
    await page.locator(`#${id}-email`).fill('helen@');
    await page.locator(`#${id}-year`).fill('19');
    await calculate(page);
    await expect(calcForm(page).getByLabel('Your name')).toBeFocused(T);
    for (const [label, message] of [
      ['Your name', 'Name must be at least 2 characters'],
      ['Email address', 'Please enter a valid email address'],
      ['Amount (£)', 'Please enter an amount'],
      ['Month', 'Please select a month'],
      ['Year', 'Please enter a valid year'],
    ] as const) {
      await expect(calcForm(page).getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
    }
    await fill(page, 'landing', { email: unique('landing-range'), year: '1986' });
    await calculate(page);
    await expect(calcForm(page).getByLabel('Year')).toHaveAccessibleDescription('Please enter a year from 1987');
    expect(posts).toBe(0);
  });
});

test.describe('calculator page', () => {
  test('result, chart after the first result only, one report with the server-drawn chart inline, none after waiting, a new one after resubmitting', async ({
    page,
  }) => {
    const email = unique('calc');
    const scripts: string[] = [];
    const reportRequests: Request[] = [];
    let answeredAt = 0;
    let reportAt = 0;
    page.on('response', (r) => r.url().endsWith('/api/inflation') && (answeredAt ||= Date.now()));
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
      if (!r.url().endsWith('/api/inflation-email')) return;
      reportRequests.push(r);
      reportAt ||= Date.now();
    });
    let calcPosts = 0;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/inflation', async (route) => {
      calcPosts++;
      await held;
      await route.continue();
    });
    const id = await open(page, 'calculator');
    await fill(page, 'calculator', { email });
    expect(scripts.filter((u) => /\/chart\.[\w-]+\.js$/.test(u))).toEqual([]);

    await calculate(page);
    const busy = page.getByRole('button', { name: 'Calculating...' });
    await expect(busy).toBeDisabled();
    await page.locator(`#${id}-name`).evaluate((el) => (el as HTMLInputElement).form!.requestSubmit());
    release();

    const result = page.getByRole('region', { name: 'Your results' });
    await expect(result).toBeVisible(T);
    await expect(result.getByRole('heading', { name: 'Your results' })).toBeFocused();
    await expect(result).toContainText(
      '£10,000.00 in January 2010 would need £16,355.35 in August 2026 to buy the same.',
    );
    for (const [term, value] of [
      ['Your money in January 2010', '£10,000.00'],
      ['Needed in August 2026', '£16,355.35'],
      ['Buying power lost', '£3,885.79'],
      ['Price increase', '63.55%'],
    ] as const) {
      await expect(result.locator('.calc-figure', { hasText: term })).toContainText(value);
    }
    // Why the buying power lost (£3,885.79) is not the extra needed (£6,355.35): the same loss, then and now.
    await expect(result.locator('.calc-result__explain')).toHaveText(
      'Buying power lost is in January 2010 pounds: your £10,000.00 now buys what £6,114.21 did then. The extra £6,355.35 needed is that same loss in August 2026 pounds.',
    );
    await expect(result).toContainText('CPI, series D7BT');
    const table = result.getByRole('table', { name: 'Chart: Value (£)' });
    await expect(table.getByRole('row', { name: '2010 £10,000.00' })).toHaveCount(1);
    await expect(table.getByRole('row', { name: '2026 £16,355.35' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Calculate', exact: true })).toBeEnabled();
    expect(calcPosts).toBe(1);
    expect(scripts.filter((u) => /\/chart\.[\w-]+\.js$/.test(u))).toHaveLength(1);
    await expect
      .poll(async () => (await barPixels(page, variants.calculator.colours)).every((n) => n > 500), T)
      .toBe(true);
    for (const [name, href] of [
      ['Book your free 15-min consultation', '/contact'],
      ['Book My Free Call', '/book-call'],
    ] as const) {
      const link = result.getByRole('link', { name: new RegExp(name) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }

    const status = result.getByRole('status');
    await expect(status).toHaveText(`Your report is on its way to ${email}; it may take a few minutes to arrive.`, T);
    await expect.poll(async () => (await reports(email)).length, T).toBe(1);
    const [first] = await reports(email);
    await expectServerChart(first!, 'calculator');
    expect(first!.text).toContain('£16,355.35');
    // The report waits for the chart, then about a second.
    expect(reportAt - answeredAt).toBeGreaterThanOrEqual(variants.calculator.delay);

    // No second e-mail: redraw the chart (a resize), then let the page's clock pass the report timer
    // twice over from the moment the first report was sent, and count again.
    const sentAt = await page.evaluate(() => performance.now());
    await page.setViewportSize({ width: 400, height: 844 });
    await page.waitForFunction((t) => performance.now() > t + 2 * 1000 + 500, sentAt);
    expect(reportRequests).toHaveLength(1);
    expect(await reports(email)).toHaveLength(1);

    // A new calculation sends a new report; the same one again does not.
    await page.locator(`#${id}-amount`).fill('20000');
    await calculate(page);
    await expect(result).toContainText('£32,710.71', T);
    await expect(status).toHaveText(`Your report is on its way to ${email}; it may take a few minutes to arrive.`, T);
    await expect.poll(async () => (await reports(email)).length, T).toBe(2);
    expect(reportRequests).toHaveLength(2);
    await calculate(page);
    // Asked again, the answer is the same as the first (it says nothing of what was sent before), and nothing is sent.
    await expect(status).toHaveText(`Your report is on its way to ${email}; it may take a few minutes to arrive.`, T);
    await expect.poll(() => reportRequests.length, T).toBe(3);
    expect(await reports(email)).toHaveLength(2);
  });

  test('failures are shown inline and the form keeps its values', async ({ page }) => {
    const email = unique('calc-fail');
    const id = await open(page, 'calculator');
    await fill(page, 'calculator', { email, month: '12', year: '2026' });
    await calculate(page);
    const alert = page.locator('.calc-form').getByRole('alert');
    const unpublished = 'ONS has not published CPI for December 2026 yet: the latest figures are for August 2026.';
    await expect(alert).toHaveText(unpublished, T);
    await expect(calcForm(page).getByLabel('Month')).toHaveAccessibleDescription(unpublished);
    await expect(calcForm(page).getByLabel('Month')).toBeFocused();

    await page.route('**/api/inflation', (route) => route.abort('internetdisconnected'));
    await page.locator(`#${id}-year`).selectOption('2010');
    await calculate(page);
    await expect(alert).toHaveText('Network error. Please check your connection and try again.', T);
    await expect(calcForm(page).getByLabel('Your name')).toHaveValue('Helen Watts');
    await expect(calcForm(page).getByLabel('Email address')).toHaveValue(email);
    await expect(calcForm(page).getByLabel('Amount (£)')).toHaveValue('10000');
    await expect(page.getByRole('region', { name: 'Your results' })).toHaveCount(0);

    // The report's failure: said inline, with a retry that works once the network is back.
    await page.unroute('**/api/inflation');
    await page.route('**/api/inflation-email', (route) => route.abort('internetdisconnected'));
    await calculate(page);
    await expect(alert).toBeEmpty(T);
    const result = page.getByRole('region', { name: 'Your results' });
    await expect(result.getByRole('alert')).toContainText(
      'We could not e-mail your report: Network error. Please check your connection and try again.',
      T,
    );
    await page.unroute('**/api/inflation-email');
    await result.getByRole('button', { name: 'Send the report again' }).click();
    await expect(result.getByRole('status')).toHaveText(
      `Your report is on its way to ${email}; it may take a few minutes to arrive.`,
      T,
    );
    await expect(result.getByRole('alert')).toHaveCount(0);
    await expect.poll(async () => (await reports(email)).length, T).toBe(1);
  });

  test('a chart that cannot load skips the report until it can', async ({ page }) => {
    const email = unique('calc-chart');
    await page.route(/\/_astro\/chart\.[\w-]+\.js$/, (route) => route.abort('failed'));
    await open(page, 'calculator');
    await fill(page, 'calculator', { email, amount: '2500', month: '1', year: '2000' });
    await calculate(page);
    const result = page.getByRole('region', { name: 'Your results' });
    await expect(result).toContainText('The chart could not be loaded.', T);
    await expect(result).toContainText('£2,500.00');
    await page.unroute(/\/_astro\/chart\.[\w-]+\.js$/);
    const sent = page.waitForRequest('**/api/inflation-email');
    await result.getByRole('button', { name: 'Try again' }).click();
    await sent;
    await expect(result.getByRole('status')).toHaveText(
      `Your report is on its way to ${email}; it may take a few minutes to arrive.`,
      T,
    );
    // The e-mail leaves just after the answer.
    await expect.poll(async () => (await reports(email)).length, T).toBe(1);
  });
});

test.describe('landing page', () => {
  test('the report view replaces the form, with its label, colours, common questions and a way back; one report', async ({
    page,
  }) => {
    const email = unique('landing');
    let answeredAt = 0;
    page.on('response', (r) => r.url().endsWith('/api/inflation') && (answeredAt = Date.now()));
    const id = await open(page, 'landing');
    await fill(page, 'landing', { email, amount: '2500', month: '6', year: '1987' });
    const report = page.waitForRequest('**/api/inflation-email', T);
    await calculate(page);
    const view = page.getByRole('region', { name: 'Your inflation report' });
    await expect(view).toBeVisible(T);
    await expect(view.getByRole('heading', { name: 'Your inflation report' })).toBeFocused();
    await expect(page.locator(`#${id}-name`)).toBeHidden();
    // £2,500 in June 1987: 2,500 × (103.3 × 143.6) / (101.9 × 48.4) = 7,519.26; loss 1,668.80; 200.77%
    await expect(view.locator('.calc-figure', { hasText: settings.landing.percentLabel })).toContainText('200.77%');
    await expect(view).toContainText('£7,519.26');
    await expect(view).toContainText('£1,668.80');
    await expect(view).toContainText('retail prices index (RPI, series CHAW) from June 1987 to January 1988');
    await expect(view.getByRole('heading', { name: 'Common questions' })).toBeVisible();
    const figures = entry('content/faqs.yaml', 'landing-figures');
    await view.getByText(figures.question).click();
    await expect(view.getByText(figures.answer)).toBeVisible();
    await expect
      .poll(async () => (await barPixels(page, variants.landing.colours)).every((n) => n > 500), T)
      .toBe(true);

    await report;
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(variants.landing.delay);
    await expect(view.getByRole('status')).toHaveText(
      `Your report is on its way to ${email}; it may take a few minutes to arrive.`,
      T,
    );
    await expect.poll(async () => (await reports(email)).length, T).toBe(1);
    const [first] = await reports(email);
    await expectServerChart(first!, 'landing');
    expect(first!.text).toContain(settings.landing.percentLabel);

    // No second e-mail: let the page's clock pass the report timer twice over, and count again.
    const sentAt = await page.evaluate(() => performance.now());
    await page.waitForFunction((t) => performance.now() > t + 2 * 1500 + 500, sentAt);
    expect(await reports(email)).toHaveLength(1);

    await view.getByRole('button', { name: 'Calculate again' }).click();
    await expect(calcForm(page).getByLabel('Your name')).toBeFocused();
    await expect(calcForm(page).getByLabel('Amount (£)')).toHaveValue('2500');
    await expect(calcForm(page).getByLabel('Year')).toHaveValue('1987');
    await expect(view).toBeHidden();

    // A new calculation: the report view again, and a new e-mail.
    await page.locator(`#${id}-amount`).fill('5000');
    await calculate(page);
    await expect(view).toBeVisible(T);
    await expect(view.getByRole('status')).toHaveText(
      `Your report is on its way to ${email}; it may take a few minutes to arrive.`,
      T,
    );
    await expect.poll(async () => (await reports(email)).length, T).toBe(2);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const variant of ['calculator', 'landing'] as const) {
    test(`${variant}: the plain form gets a results page, and the report is e-mailed with the server-drawn chart`, async ({
      page,
    }) => {
      const email = unique(`nojs-${variant}`);
      const { path, id } = variants[variant];
      await page.goto(path);
      await fill(page, variant, { email });
      await page.locator(`#${id}-amount`).press('Enter');
      await expect(page).toHaveURL(/\/api\/inflation$/, T);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your inflation report');
      await expect(page.getByRole('status')).toHaveText(
        `Your report is on its way to ${email}; it may take a few minutes to arrive.`,
      );
      for (const text of ['£10,000.00', '£16,355.35', '£3,885.79', '63.55%', 'January 2010', 'August 2026'])
        await expect(page.locator('main')).toContainText(text);
      await expect(page.locator('main')).toContainText(
        'The extra £6,355.35 needed is that same loss in August 2026 pounds.',
      );
      await expect(page.locator('main')).toContainText(settings[variant].percentLabel);
      await expect(page.getByRole('img', { name: 'Bar chart of Value (£)' })).toBeVisible();
      for (const [name, href] of [
        ['Book your free 15-min consultation', '/contact'],
        ['Book My Free Call', '/book-call'],
      ] as const) {
        await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
        await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('target', '_blank');
      }
      await expect(page.getByRole('link', { name: 'Calculate again' })).toHaveAttribute('href', `${path}#calculator`);
      await expect.poll(async () => (await reports(email)).length, T).toBe(1);
      const [mail] = await reports(email);
      await expectServerChart(mail!, variant);
      expect(mail!.text).toContain('£16,355.35');
    });
  }
});

test.describe('axe (WCAG 2.2 A/AA) on the result views', () => {
  for (const variant of ['calculator', 'landing'] as const) {
    test(`${variant}: the server-rendered results page of a plain form post has zero violations`, async ({ page }) => {
      const { path, id } = variants[variant];
      await page.goto(path);
      await fill(page, variant, { email: unique(`axe-form-${variant}`) });
      // form.submit() skips the island's handler: the post a browser makes without JavaScript.
      await Promise.all([
        page.waitForURL(/\/api\/inflation$/, T),
        page.locator(`#${id}-name`).evaluate((el) => (el as HTMLInputElement).form!.submit()),
      ]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your inflation report');
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`${variant}: zero violations with the result, chart and report status shown`, async ({ page }) => {
      const email = unique(`axe-${variant}`);
      await open(page, variant);
      await fill(page, variant, { email, amount: '4321.5', month: '3', year: '2020' });
      await calculate(page);
      await expect(page.locator('.calc-status')).not.toBeEmpty(T);
      if (variant === 'landing') await page.getByText(entry('content/faqs.yaml', 'landing-today').question).click();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test('the calculator page names no year before the first its list offers; /landing, which accepts 1987, says so', async ({
  page,
}) => {
  await page.goto('/inflation-calculator');
  const years = await page
    .locator('#calc-year option')
    .evaluateAll((els) => els.map((e) => Number((e as HTMLOptionElement).value)).filter(Boolean));
  expect(years).toHaveLength(30);
  const first = Math.min(...years);
  const description = (await page.locator('meta[name="description"]').getAttribute('content'))!;
  expect(description).toContain(`since ${first}`);
  const text = `${description}\n${await page.locator('main').innerText()}`;
  const earlier = [...text.matchAll(/\b(?:since|from|in)\s+(?:any month (?:since|from)\s+)?((?:19|20)\d\d)\b/g)]
    .map((m) => Number(m[1]))
    .filter((y) => y < first);
  expect(earlier).toEqual([]);
  await page.goto('/landing');
  await expect(page.locator('main')).toContainText('since any month from 1987');
  await expect(page.locator('main')).toContainText('months in 1987, before CPI begins');
});
