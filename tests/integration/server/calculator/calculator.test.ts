/**
 * POST /api/inflation and POST /api/inflation-email through the real handlers, the local Netlify Database
 * (migrations applied) and a Postmark stand-in: each variant's rules, the data range, plain form posts, the chart
 * image checks (the browser's image is never stored or sent: the server draws the e-mail's chart), one e-mail per
 * calculation, the per-inbox limit, and a provider failure retried with the same chart.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import calculator from '../../../../functions/calculator';
import calculatorReport from '../../../../functions/calculator-report';
import { calculatorMessages, landingMessages } from '../../../../src/lib/forms/calculatorSchema';
import { calculate } from '../../../../src/lib/inflation';
import { ons } from '../../../../src/lib/onsData';
import { chartPng } from '../../../../src/server/calculator/chart/image';
import { variants } from '../../../../src/lib/calculatorVariants';
import { retryUnsent } from '../../../../src/server/outbox/delivery';
import { sampleResult } from '../../../../src/server/outbox/sampleResult';
import { MAX_CHART_BYTES } from '../../../../src/server/calculator/chart/jpeg';
import { MAIL_PER_INBOX_PER_DAY } from '../../../../src/server/outbox/recipients';
import { postForm, postJson } from '../../../support/handlers';
import { useHarness } from '../../../support/setup';

const h = useHarness();
const leads = () => h.db.records('calculator-lead');
const reports = () => h.db.records('calculator-report');
/** The chart the server draws for £10,000 from January 2010, as the report e-mail must carry it. */
const serverChart = async (amount = 10_000, variant: 'calculator' | 'landing' = 'calculator') =>
  (await chartPng(calculate(ons, amount, 2010, 1), variant)).png.toString('base64');
const chartAttachment = async (amount?: number, variant?: 'calculator' | 'landing') => [
  {
    Name: 'inflation-chart.png',
    Content: await serverChart(amount, variant),
    ContentType: 'image/png',
    ContentID: 'cid:inflation-chart.png',
  },
];
/** The attributes of each <img> in a message's HTML, by name, unescaped (the renderer orders them its own way). */
const images = (html: string) =>
  [...html.matchAll(/<img\b([^>]*?)\/?>/g)].map(([, attrs]) =>
    Object.fromEntries(
      [...attrs!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name,
        value!
          .replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&'),
      ]),
    ),
  );
/** A clock past any retry backoff. */
const later = () => new Date(Date.now() + 5 * 3600_000);

// £10,000 in January 2010: the series as shipped gives the sample result (its working is in its module).
const ask = {
  name: 'Helen Watts',
  email: 'helen@example.com',
  amount: '10000',
  year: '2010',
  month: '1',
  source: 'Website',
};
const jpeg = (width = 320, height = 200, colour = '#f7931e') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 70 })
    .toBuffer();
const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;
const reportBody = async (over: Record<string, unknown> = {}) => ({
  name: 'Helen Watts',
  email: 'helen@example.com',
  amount: 10000,
  month: 1,
  year: 2010,
  chartImage: dataUrl(await jpeg()),
  calculationData: sampleResult,
  ...over,
});

describe('POST /api/inflation (JSON)', () => {
  it('answers {success, data} with the figures, months and index, and stores the lead', async () => {
    const res = await postJson(calculator, '/api/inflation', ask);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: sampleResult });
    const [lead, ...more] = await leads();
    expect(more).toEqual([]);
    expect(lead).toMatchObject({
      kind: 'calculator-lead',
      data: { name: 'Helen Watts', email: 'helen@example.com', amount: 10000, year: 2010, month: 1, source: 'Website' },
      result: sampleResult,
      mail: {},
    });
    expect(h.postmark.sent).toEqual([]); // the island asks for the report once its chart exists
  });

  it('stores the fallback source when none is sent, and accepts numbers and "£10,000"', async () => {
    const res = await postJson(calculator, '/api/inflation', {
      ...ask,
      source: undefined,
      amount: '£10,000',
      year: 2010,
      month: 1,
    });
    expect((await res.json()).data).toEqual(sampleResult);
    expect((await leads())[0].data.source).toBe('inflation-calculator');
  });

  it("applies the calculator page's rules and messages", async () => {
    const res = await postJson(calculator, '/api/inflation', { source: 'Website' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual({
      name: calculatorMessages.name,
      email: calculatorMessages.email,
      amount: calculatorMessages.amount,
      year: calculatorMessages.year,
      month: calculatorMessages.month,
    });
    expect(Object.values(body.errors)).toEqual([
      'Please enter your name',
      'Please enter a valid email',
      'Please enter an amount',
      'Please select a year',
      'Please select a month',
    ]);
    expect(body.error).toBe(body.message);
    // one character is a name on the calculator page
    expect((await postJson(calculator, '/api/inflation', { ...ask, name: 'H' })).status).toBe(200);
  });

  it("applies the landing page's rules and messages when source is 'Landing Page'", async () => {
    const landing = { ...ask, source: 'Landing Page' };
    const res = await postJson(calculator, '/api/inflation', {
      ...landing,
      name: 'H',
      email: 'helen@',
      amount: ' ',
      year: '201',
      month: '',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      amount: 'Please enter an amount',
      year: 'Please enter a valid year',
      month: 'Please select a month',
    });
    expect(landingMessages.year).toBe('Please enter a valid year');
    const early = await postJson(calculator, '/api/inflation', { ...landing, year: '1986' });
    expect((await early.json()).errors).toEqual({
      year: 'Please enter a year from 1987: our figures run from January 1987 to August 2026.',
    });
    const late = await postJson(calculator, '/api/inflation', {
      ...landing,
      year: String(new Date().getFullYear() + 1),
    });
    expect((await late.json()).errors).toEqual({
      year: `Please enter a year no later than ${new Date().getFullYear()}: our figures run from January 1987 to August 2026.`,
    });
    const ok = await postJson(calculator, '/api/inflation', { ...landing, year: '1987', month: '6' });
    expect(ok.status).toBe(200);
    expect((await ok.json()).data).toMatchObject({ index: 'RPI+CPI', fromMonth: '1987-06', startYear: 1987 });
  });

  it('refuses amounts that are not money and unknown sources', async () => {
    for (const [amount, message] of [
      ['abc', 'Please enter the amount in pounds, for example 10000 or 2500.50'],
      ['10.005', 'Please enter the amount in pounds, for example 10000 or 2500.50'],
      ['-5', 'Please enter the amount in pounds, for example 10000 or 2500.50'],
      ['0', 'Please enter an amount greater than zero'],
      ['1000000001', 'Please enter an amount no larger than £1,000,000,000'],
    ]) {
      const res = await postJson(calculator, '/api/inflation', { ...ask, amount });
      expect((await res.json()).errors, amount).toEqual({ amount: message });
    }
    const res = await postJson(calculator, '/api/inflation', { ...ask, source: 'Elsewhere' });
    expect((await res.json()).errors).toEqual({ source: 'Unknown calculator form' });
    expect(await leads()).toEqual([]);
  });

  it('a month ONS has not published, or one before the data, is a 400 that says why and names the latest month', async () => {
    const unpublished = await postJson(calculator, '/api/inflation', { ...ask, year: '2026', month: '9' });
    expect(unpublished.status).toBe(400);
    const body = await unpublished.json();
    expect(body.error).toBe(
      'ONS has not published CPI for September 2026 yet: the latest figures are for August 2026.',
    );
    expect(body.errors).toEqual({ month: body.error });
    const early = await postJson(calculator, '/api/inflation', { ...ask, year: '1986', month: '12' });
    expect((await early.json()).error).toBe(
      'Our figures start in January 1987: please choose a month from January 1987 to August 2026.',
    );
    expect(await leads()).toEqual([]);
  });

  it('a filled honeypot gets a normal-looking answer and nothing is stored', async () => {
    const res = await postJson(calculator, '/api/inflation', { ...ask, company_website: 'https://spam.example' });
    expect(res.status).toBe(200);
    expect((await res.json()).success).toBe(true);
    expect(await leads()).toEqual([]);
  });

  it('answers 503 when storage is down, 405 and 415 for the wrong method or type', async () => {
    await h.db.disconnect();
    const down = await postJson(calculator, '/api/inflation', ask);
    expect(down.status).toBe(503);
    expect((await down.json()).message).toContain('try again in a moment');
    await h.db.connect();
    expect((await calculator(new Request('http://localhost/api/inflation'), {} as any)).status).toBe(405);
    const text = await calculator(
      new Request('http://localhost/api/inflation', {
        method: 'POST',
        body: 'x',
        headers: { 'content-type': 'text/plain' },
      }),
      {} as any,
    );
    expect(text.status).toBe(415);
  });
});

describe('POST /api/inflation (plain form post)', () => {
  it('gets a results page with the figures, months, an SVG chart and both calls to action, and the report e-mail with the server-drawn chart', async () => {
    const res = await postForm(calculator, '/api/inflation', { ...ask, name: 'Helen <b>W</b>', company_website: '' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await res.text();
    expect(html).not.toMatch(/<script|style="/i);
    for (const text of [
      '£10,000.00',
      '£16,355.35',
      '£3,885.79',
      '63.55%',
      'January 2010',
      'August 2026',
      'series D7BT',
      'Price increase',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/<svg[^>]+role="img"/);
    expect(html).toContain('<desc id="result-chart-desc">Value (£): 2010 £10,000.00; 2026 £16,355.35.</desc>');
    expect(html).toContain('fill="#0b2545"');
    expect(html).toContain('fill="#f7931e"');
    expect(html).toMatch(
      /href="\/contact" target="_blank" rel="noopener noreferrer">Book your free 15-min consultation/,
    );
    expect(html).toMatch(/href="\/book-call" target="_blank" rel="noopener noreferrer">Book My Free Call/);
    expect(html).toContain('Your report is on its way to helen@example.com; it may take a few minutes to arrive.');

    expect(h.postmark.sent).toHaveLength(1);
    const mail = h.postmark.sent[0]!;
    expect(mail).toMatchObject({ To: 'helen@example.com', Tag: 'calculator-report-report' });
    expect(mail.Attachments).toEqual(await chartAttachment());
    expect(mail.TextBody).toContain('£16,355.35');
    // The report goes to an address nobody has verified: nothing the visitor typed is in it.
    expect(mail.HtmlBody).toMatch(/<p[^>]*>Hello,<\/p>/);
    expect(`${mail.HtmlBody}${mail.TextBody}${mail.Subject}`).not.toMatch(/Helen/);
    expect(images(mail.HtmlBody!).map((i) => i.src)).toEqual(['cid:inflation-chart.png']);
    expect((await leads())[0].data.name).toBe('Helen <b>W</b>');
  });

  it("uses the landing variant's label and colours, and answers a repeat as it answered the first", async () => {
    const landing = { ...ask, source: 'Landing Page' };
    await postForm(calculator, '/api/inflation', landing);
    const again = await (await postForm(calculator, '/api/inflation', landing)).text();
    expect(again).toContain(variants.landing.percentLabel);
    expect(again).toContain('fill="#166534"');
    expect(again).toContain('fill="#b91c1c"');
    expect(again).toContain('Your report is on its way to helen@example.com; it may take a few minutes to arrive.');
    expect(again).toContain('>£0</text>');
    expect(again).toContain('>£20,000</text>');
    expect(h.postmark.sent).toHaveLength(1);
    expect(await leads()).toHaveLength(2);
  });

  it('a wrong field or an unpublished month gets the page to fix it, values echoed and escaped', async () => {
    const res = await postForm(
      calculator,
      '/api/inflation',
      { ...ask, name: '"><script>x</script>', year: '2026', month: '12' },
      { referer: 'http://localhost:8888/inflation-calculator' },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('ONS has not published CPI for December 2026 yet: the latest figures are for August 2026.');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<option value="12" selected>December</option>');
    expect(html).toContain('href="/inflation-calculator"');
    expect(await leads()).toEqual([]);
  });
});

describe('POST /api/inflation-email', () => {
  it("recomputes the figures, stores the report and e-mails it once with the server's chart inline, not the browser's", async () => {
    const image = await jpeg();
    const res = await postJson(
      calculatorReport,
      '/api/inflation-email',
      await reportBody({
        chartImage: dataUrl(image),
        calculationData: { ...sampleResult, todayValue: 1, lossInValue: 999999 },
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, status: 'queued' });
    expect(h.postmark.sent).toHaveLength(1);
    const mail = h.postmark.sent[0]!;
    expect(mail.To).toBe('helen@example.com');
    expect(mail.Subject).toBe('Your inflation report: £10,000.00 since January 2010');
    expect(mail.Attachments).toEqual(await chartAttachment());
    const png = await sharp(Buffer.from(mail.Attachments![0]!.Content, 'base64')).metadata();
    expect([png.format, png.width, png.height]).toEqual(['png', 1120, 880]);
    // Its one image is that attachment, shown at half its pixels (sharp on a phone), described for a reader who sees no images.
    expect(images(mail.HtmlBody!)).toEqual([
      expect.objectContaining({
        src: 'cid:inflation-chart.png',
        alt: 'Bar chart. Value (£): 2010 £10,000.00; 2026 £16,355.35.',
        width: '560',
        height: '440',
      }),
    ]);
    for (const text of ['£16,355.35', '£3,885.79', 'Price increase', '63.55%', 'January 2010', 'August 2026'])
      expect(mail.TextBody).toContain(text);
    expect(mail.TextBody).not.toContain('999,999');
    expect(mail.HtmlBody).toMatch(
      /<a href="https?:\/\/[^"]+\/book-call\?utm_source=site-email&amp;utm_medium=email&amp;utm_campaign=calculator-report&amp;utm_content=report"[^>]*class="em-btn"[^>]*>[\s\S]*?Book My Free Call[\s\S]*?<\/a>/,
    );
    const [report] = await reports();
    expect(report).toMatchObject({
      kind: 'calculator-report',
      result: sampleResult,
      mail: { report: { status: 'sent', attempts: 1 } },
    });
    expect(report.chart).toBeUndefined();
  });

  it("never stores or sends what the image holds: a picture of a scam, or HTML dressed as a JPEG, gets the server's chart", async () => {
    const scam = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#fff"/>' +
          '<text x="20" y="60" font-size="30">SECURITY ALERT: account frozen</text><text x="20" y="120" font-size="24">call 0900 or http://evil-refund.example/login</text></svg>',
      ),
    )
      .jpeg()
      .toBuffer();
    // SOI, a frame header (600 × 300), a scan header, then an HTML page, then EOI: shaped as a JPEG, holding a page.
    const html = Buffer.from(
      '<html><body><h1>Your account is frozen</h1><a href="http://evil-refund.example/login">Log in</a></body></html>',
    );
    const polyglot = Buffer.concat([
      Buffer.from([
        0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0x58, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01,
        0x03, 0x11, 0x01,
      ]),
      Buffer.from([0xff, 0xda, 0x00, 0x0c, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3f, 0x00]),
      html,
      Buffer.from([0xff, 0xd9]),
    ]);
    for (const [i, image] of [scam, polyglot].entries()) {
      const res = await postJson(
        calculatorReport,
        '/api/inflation-email',
        await reportBody({ amount: 10_000 + i, chartImage: dataUrl(image) }),
      );
      expect(res.status).toBe(200);
    }
    expect(h.postmark.sent).toHaveLength(2);
    for (const [i, mail] of h.postmark.sent.entries()) {
      expect(mail.Attachments).toEqual(await chartAttachment(10_000 + i));
      expect(JSON.stringify(mail)).not.toMatch(/evil-refund|frozen|SECURITY/);
    }
    // Nothing of either image is kept anywhere: the report table has no place for one.
    const columns = (
      await h.db.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'calculator_reports'`)
    ).map((c) => c.column_name);
    expect(columns).not.toContain('chart');
    expect(JSON.stringify(await h.db.query('SELECT * FROM calculator_reports'))).not.toMatch(/evil-refund|frozen/);
  });

  it('refuses an image declaring more pixels than a chart has (400), without decoding it', async () => {
    const declared = (width: number, height: number) =>
      Buffer.from([
        0xff,
        0xd8,
        0xff,
        0xc0,
        0x00,
        0x11,
        0x08,
        height >> 8,
        height & 0xff,
        width >> 8,
        width & 0xff,
        0x03,
        0x01,
        0x22,
        0x00,
        0x02,
        0x11,
        0x01,
        0x03,
        0x11,
        0x01,
        0xff,
        0xda,
        0x00,
        0x0c,
        0x03,
        0x01,
        0x00,
        0x02,
        0x11,
        0x03,
        0x11,
        0x00,
        0x3f,
        0x00,
        0x00,
        0xff,
        0xd9,
      ]);
    const huge = await postJson(
      calculatorReport,
      '/api/inflation-email',
      await reportBody({ chartImage: dataUrl(declared(8000, 8000)) }),
    );
    expect(huge.status).toBe(400);
    expect((await huge.json()).message).toBe('The chart image is not a JPEG');
    expect(
      (
        await postJson(
          calculatorReport,
          '/api/inflation-email',
          await reportBody({ chartImage: dataUrl(declared(1200, 900)) }),
        )
      ).status,
    ).toBe(200);
  });

  it(`a penny more each time gets round "once per calculation", but not the limit: ${MAIL_PER_INBOX_PER_DAY} reports a day reach an address, every request is stored and answered alike`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        (
          await postJson(calculatorReport, '/api/inflation-email', await reportBody({ amount: 10_000 + i / 100 }))
        ).json(),
      ),
    );
    // Every one answered alike; granted by the limit after the answers: five, the rest withheld.
    expect(answers).toEqual(Array(20).fill({ success: true, status: 'queued' }));
    expect(
      await h.db.query(`SELECT count(*)::int AS n FROM outbox WHERE mail = 'report' AND status <> 'withheld'`),
    ).toEqual([{ n: MAIL_PER_INBOX_PER_DAY }]);
    expect(h.postmark.sent.length).toBeLessThanOrEqual(MAIL_PER_INBOX_PER_DAY);
    expect(await reports()).toHaveLength(20);
    expect(await h.db.query('SELECT cardinality(mailed_at)::int AS n FROM mail_inboxes')).toEqual([
      { n: MAIL_PER_INBOX_PER_DAY },
    ]);
    // A day later the address may be sent reports again.
    await h.db.query(
      `UPDATE mail_inboxes SET mailed_at = ARRAY(SELECT t - interval '1 day' FROM unnest(mailed_at) AS t)`,
    );
    expect(
      (await (await postJson(calculatorReport, '/api/inflation-email', await reportBody({ amount: 30_000 }))).json())
        .success,
    ).toBe(true);
    expect(
      await h.db.query(`SELECT count(*)::int AS n FROM outbox WHERE mail = 'report' AND status <> 'withheld'`),
    ).toEqual([{ n: MAIL_PER_INBOX_PER_DAY + 1 }]);
  });

  it('a filled honeypot gets the normal answer, and nothing is stored or sent', async () => {
    const res = await postJson(
      calculatorReport,
      '/api/inflation-email',
      await reportBody({ chartImage: dataUrl(await jpeg()), company_website: 'http://spam.example' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, status: 'queued' });
    expect(await reports()).toEqual([]);
    expect(h.postmark.sent).toHaveLength(0);
  });

  it("labels the figures as the page that asked does: /landing's own percentage label", async () => {
    const res = await postJson(
      calculatorReport,
      '/api/inflation-email',
      await reportBody({ source: 'Landing Page', chartImage: dataUrl(await jpeg()) }),
    );
    expect(res.status).toBe(200);
    const [mail] = h.postmark.sent;
    expect(mail!.TextBody).toContain(variants.landing.percentLabel);
    expect(mail!.TextBody).not.toContain('Price increase');
    const [report] = await reports();
    expect(report.data.variant).toBe('landing');
    expect(
      (await postJson(calculatorReport, '/api/inflation-email', await reportBody({ source: 'Elsewhere' }))).status,
    ).toBe(400);
  });

  it('sends one e-mail for the same calculation, however the address is typed, and a new one for a new calculation', async () => {
    expect(await (await postJson(calculatorReport, '/api/inflation-email', await reportBody())).json()).toEqual({
      success: true,
      status: 'queued',
    });
    const again = await postJson(
      calculatorReport,
      '/api/inflation-email',
      await reportBody({ email: ' HELEN@Example.com ', chartImage: dataUrl(await jpeg(300, 200)) }),
    );
    // A repeat is answered as the first was (the answer says nothing of what was asked before), and sends nothing.
    expect(await again.json()).toEqual({ success: true, status: 'queued' });
    expect(h.postmark.sent).toHaveLength(1);
    expect(
      await (await postJson(calculatorReport, '/api/inflation-email', await reportBody({ amount: 20000 }))).json(),
    ).toMatchObject({ status: 'queued' });
    expect(h.postmark.sent).toHaveLength(2);
    expect(h.postmark.sent[1]!.TextBody).toContain('£32,710.71'); // 20,000 × 143.6 / 87.8 = 32,710.706…
  });

  it('sends one e-mail when the same calculation arrives five times at once', async () => {
    const bodies = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        reportBody({ chartImage: undefined }).then(async (b) => ({
          ...b,
          chartImage: dataUrl(await jpeg(300 + i, 200)),
        })),
      ),
    );
    const answers = await Promise.all(
      bodies.map(async (b) => (await postJson(calculatorReport, '/api/inflation-email', b)).json()),
    );
    expect(answers).toEqual(Array(5).fill({ success: true, status: 'queued' }));
    expect(h.postmark.sent).toHaveLength(1);
    expect(await reports()).toHaveLength(1);
  });

  it('refuses a PNG labelled as JPEG, a PNG data URL, broken base64 and a truncated JPEG (400)', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const whole = await jpeg();
    for (const [chartImage, message] of [
      [dataUrl(png), 'The chart image is not a JPEG'],
      [dataUrl(png, 'image/png'), 'The chart must be sent as a data:image/jpeg;base64 URL'],
      ['data:image/jpeg;base64,@@@@', 'The chart image is not valid base64'],
      [dataUrl(whole.subarray(0, whole.length - 40)), 'The chart image is not a JPEG'],
      [dataUrl(Buffer.from([0xff, 0xd8, 0xff, 0xd9])), 'The chart image is not a JPEG'],
      ['https://evil.example/x.jpg', 'The chart must be sent as a data:image/jpeg;base64 URL'],
    ]) {
      const res = await postJson(calculatorReport, '/api/inflation-email', await reportBody({ chartImage }));
      expect(res.status, message).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect(h.postmark.requests).toBe(0);
    expect(await reports()).toEqual([]);
  });

  it(`answers 413 for an image over ${MAX_CHART_BYTES / 1024} KB, whether or not the body limit catches it first`, async () => {
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 900 * 700 * 3 }, () => Math.floor(Math.random() * 256))),
      { raw: { width: 900, height: 700, channels: 3 } },
    )
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(MAX_CHART_BYTES);
    const res = await postJson(
      calculatorReport,
      '/api/inflation-email',
      await reportBody({ chartImage: dataUrl(noisy) }),
    );
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('The chart image is too large: the limit is 512 KB');
    const huge = await postJson(
      calculatorReport,
      '/api/inflation-email',
      await reportBody({ chartImage: `data:image/jpeg;base64,${'A'.repeat(2_000_000)}` }),
    );
    expect(huge.status).toBe(413);
    expect(h.postmark.requests).toBe(0);
  });

  it('refuses bad fields and months outside the data (400), plain forms (415)', async () => {
    const res = await postJson(calculatorReport, '/api/inflation-email', { chartImage: '' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toMatchObject({
      name: calculatorMessages.name,
      email: calculatorMessages.email,
      chartImage: 'The chart image is missing',
    });
    const unpublished = await postJson(
      calculatorReport,
      '/api/inflation-email',
      await reportBody({ year: 2026, month: 10 }),
    );
    expect(unpublished.status).toBe(400);
    expect((await unpublished.json()).message).toContain('the latest figures are for August 2026');
    expect((await postForm(calculatorReport, '/api/inflation-email', { name: 'x' })).status).toBe(415);
  });

  it('stores and answers 200 when the provider fails; the retry job sends it once, with the chart drawn again from the stored figures', async () => {
    const image = await jpeg(400, 240, '#0b2545');
    h.postmark.mode = 'fail';
    const res = await postJson(
      calculatorReport,
      '/api/inflation-email',
      await reportBody({ chartImage: dataUrl(image) }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, status: 'queued' });
    const [report] = await reports();
    expect(report.mail.report).toMatchObject({ status: 'retrying', attempts: 1 });
    // Asking again while it is queued does not send a second copy.
    expect(await (await postJson(calculatorReport, '/api/inflation-email', await reportBody())).json()).toEqual({
      success: true,
      status: 'queued',
    });

    h.postmark.mode = 'ok';
    expect(await retryUnsent({ minAgeMs: 0 })).toMatchObject({ checked: 0 }); // backing off
    expect(await retryUnsent({ minAgeMs: 0, now: later })).toMatchObject({ checked: 1, sent: 1, stillFailing: 0 });
    expect(await retryUnsent({ minAgeMs: 0, now: later })).toMatchObject({ checked: 0, sent: 0, stillFailing: 0 });
    expect(h.postmark.sent).toHaveLength(1);
    expect(h.postmark.sent[0]!.Attachments).toEqual(await chartAttachment());
    expect(h.postmark.sent[0]!.Attachments?.[0]?.Content).not.toBe(image.toString('base64'));
    expect((await reports())[0].mail.report).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('answers 503 when storage is down and sends nothing', async () => {
    await h.db.disconnect();
    const res = await postJson(calculatorReport, '/api/inflation-email', await reportBody());
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    await h.db.connect();
    expect(h.postmark.requests).toBe(0);
  });
});
