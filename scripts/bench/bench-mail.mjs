// `node scripts/bench/bench-mail.mjs`: what rendering an e-mail costs a function. Prints the time to load the mail
// modules (React DOM's server renderer and React Email's components: once per cold function
// instance), the first render, and per-render percentiles over BENCH_MAILS (default 300) renders of
// a report-sized message, with its size. Target: p50 under 5 ms, so the two mails of a submission
// add little to the request (bench-api.mjs measures the endpoints themselves). Then the report's own
// extra: drawing its chart with sharp, first (sharp loaded) and p50 over BENCH_CHARTS (default 20).
// The mail modules are the server's TypeScript, imported as the functions' bundler would.
import '../build/ts-hooks.mjs';

const N = Number(process.env.BENCH_MAILS || 300);
const CHARTS = Number(process.env.BENCH_CHARTS || 20);
const TARGET_P50 = 5;

const t0 = performance.now();
// Every function loads the site settings anyway; what mail adds is the rest.
await import('../../src/lib/site.ts');
const settled = performance.now();
const { renderMail, riskWarning } = await import('../../src/server/outbox/mail/compose.ts');
const loaded = performance.now();

/**
 * A report-sized letter: every kind of block a message uses.
 * @param {number} i @returns {import('../../src/server/outbox/mail/compose.ts').Letter}
 */
const letter = (i) => ({
  heading: 'Your inflation report',
  blocks: [
    { p: 'Hello,' },
    {
      p: `Here is the report you asked for. £10,000.00 in January 2010 would need £16,355.${String(i % 100).padStart(2, '0')} in August 2026 to buy the same.`,
    },
    {
      image: {
        src: 'cid:inflation-chart.png',
        alt: 'Bar chart. Value (£): 2010 £10,000.00; 2026 £16,355.35.',
        width: 560,
        height: 440,
      },
    },
    {
      figures: [
        ['Your money in January 2010', '£10,000.00'],
        ['Needed in August 2026', '£16,355.35'],
        ['Buying power lost', '£3,885.79'],
        ['Price increase', '63.55%'],
      ],
    },
    { note: 'ONS figures: the consumer prices index (CPI, series D7BT), January 2010 to August 2026.' },
    {
      p: 'Cash that earns less than inflation loses buying power every month. If you would like to talk about lending to us or investing alongside us in UK property, book a free call with us.',
    },
    { button: { label: 'Book My Free Call', url: 'https://www.example.com/book-call' } },
    riskWarning,
    { p: 'Best wishes,\nThe team' },
  ],
  footer: [
    {
      link: {
        label: 'Unsubscribe from these e-mails',
        url: `https://www.example.com/api/newsletter/unsubscribe?s=${i}`,
      },
    },
  ],
});

const first = renderMail(letter(0));
const firstDone = performance.now();
/** @type {number[]} */
const times = [];
for (let i = 1; i <= N; i++) {
  const t = performance.now();
  renderMail(letter(i));
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
/** @param {number} p */
const pct = (p) => (times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN).toFixed(2);
const p50 = Number(pct(50));
console.log(
  `load: site settings ${(settled - t0).toFixed(0)} ms, then the mail modules ${(loaded - settled).toFixed(0)} ms (React DOM's server renderer, React Email's components)`,
);
console.log(`first message ${(firstDone - loaded).toFixed(0)} ms`);
console.log(
  `render x${N}: p50 ${pct(50)} ms, p90 ${pct(90)} ms, p99 ${pct(99)} ms (target p50 < ${TARGET_P50} ms)${p50 < TARGET_P50 ? '' : '  OVER TARGET'}`,
);
console.log(`size: html ${Buffer.byteLength(first.html)} B, text ${Buffer.byteLength(first.text)} B`);

// £10,000 from January 2010 (the figures the report's unit tests check), as the sample report has them.
const { sampleResult: result } = await import('../../src/server/outbox/sampleResult.ts');
const { chartPng } = await import('../../src/server/calculator/chart/image.ts');
const c0 = performance.now();
const chart = await chartPng(result, 'calculator');
const chartFirst = performance.now() - c0;
/** @type {number[]} */
const draws = [];
for (let i = 0; i < CHARTS; i++) {
  const t = performance.now();
  await chartPng({ ...result, todayValue: result.todayValue + i }, i % 2 ? 'landing' : 'calculator');
  draws.push(performance.now() - t);
}
draws.sort((a, b) => a - b);
console.log(
  `report chart (sharp): first ${chartFirst.toFixed(0)} ms with sharp loading, p50 ${(draws[Math.floor(draws.length / 2)] ?? NaN).toFixed(0)} ms over ${CHARTS}; PNG ${chart.width} × ${chart.height}, ${chart.png.length} B (base64 in the message: ${Math.ceil(chart.png.length / 3) * 4} B)`,
);
