/**
 * The results page a plain form post to /api/inflation gets (no JavaScript yet, or none at all):
 * the figures, the months and index, the chart as inline SVG, what happened to the e-mailed report,
 * and the two calls to action. Self-contained, with its own strict CSP (no script, one hashed style).
 */
import {
  figures,
  indexNote,
  lossNote,
  reportStatusText,
  summary,
  variants,
  type ReportStatus,
} from '../../lib/calculatorVariants';
import { resultCtas, type ResultCta } from '../../lib/calculatorCtas';
import type { InflationResult } from '../../lib/inflation';
import { paths } from '../../lib/paths';
import type { Variant } from '../../lib/forms/calculatorSchema';
import { site } from '../../lib/site';
import { teachOnly } from '../../lib/regulatory/inForce';
import { barChartSvg } from './chart/svg';
import { htmlDocument } from '../html/pages';
import { escapeHtml } from '../text';

const RESULT_TITLE = 'Your inflation report';

/** Where "Calculate again" leads: each variant's own page. */
const againPage: Record<Variant, string> = { calculator: paths.inflationCalculator, landing: paths.landing };

const STYLE = [
  ':root{--navy:#0b2545;--navy-2:#133663;--orange:#f7931e;--ink:#14213d;--muted:#4a5568;--line:#d8e0ea;--bg:#f3f6fb}',
  '*,*::before,*::after{box-sizing:border-box}',
  "body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:1.0625rem;line-height:1.6;color:var(--ink);background:var(--bg)}",
  '.wrap{width:min(100% - 2.5rem,66rem);margin-inline:auto}',
  'a{color:#1d4a85;text-underline-offset:.15em}a:hover{color:#a84f05}',
  ':focus-visible{outline:3px solid var(--orange);outline-offset:2px}',
  '.top{background:var(--navy);padding:1rem 0}.brand{color:#fff;font-weight:800;text-decoration:none;font-size:1.1rem}.brand:hover{color:#fbae52}',
  '.hero{background:linear-gradient(135deg,var(--navy),var(--navy-2));color:#fff;padding:2.5rem 0 5.5rem}',
  '.eyebrow{margin:0 0 .5rem;font-size:.8rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:#fbae52}',
  'h1,h2{line-height:1.2;margin:0 0 .75rem;text-wrap:balance}h1{font-size:clamp(1.9rem,4vw + .5rem,2.75rem)}h2{font-size:1.3rem;color:var(--navy)}',
  '.lead{font-size:1.2rem;max-width:44rem;margin:0;color:#e3eaf5}.lead strong{color:#fff}',
  'main{margin-top:-3.5rem;padding-bottom:3rem}',
  '.status{margin:0 0 1.5rem;padding:1rem 1.25rem;overflow-wrap:anywhere;border-radius:.75rem;background:#fff;border-left:5px solid #166534;box-shadow:0 4px 16px rgb(11 37 69/.08)}',
  '.grid{display:grid;gap:1.5rem}@media(min-width:56rem){.grid{grid-template-columns:minmax(0,1fr) minmax(0,1.2fr)}}',
  '.card{background:#fff;border:1px solid var(--line);border-radius:.75rem;padding:clamp(1.25rem,3vw,2rem);box-shadow:0 1px 2px rgb(11 37 69/.06),0 4px 16px rgb(11 37 69/.08)}',
  'dl{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,12rem),1fr));gap:.75rem;margin:0 0 1rem}',
  '.fig{padding:.85rem 1rem;border-radius:.6rem;background:var(--bg);border-top:4px solid var(--line);container-type:inline-size}',
  'dt{font-size:.85rem;color:var(--muted);font-weight:600}dd{margin:.15rem 0 0;font-size:clamp(1.15rem,2.5vw,1.45rem);font-size:clamp(1rem,9cqi,1.45rem);font-weight:800;color:var(--navy);font-variant-numeric:tabular-nums;overflow-wrap:anywhere}',
  '.note{font-size:.9rem;color:var(--muted);margin:0}.explain{font-size:.95rem;margin:0 0 .75rem}',
  '.chart{display:block;width:100%;max-width:34rem;height:auto;margin-inline:auto}',
  '.next{margin-top:1.5rem;background:var(--navy);color:#fff;text-align:center;border:0}.next h2{color:#fff}.next p{color:#d5deeb;margin:0 auto 1.25rem;max-width:40rem}',
  '.ctas{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center}',
  '.btn{display:inline-flex;align-items:center;justify-content:center;min-height:2.875rem;padding:.7rem 1.4rem;border-radius:999px;border:2px solid #fff;font-weight:700;text-decoration:none;color:#fff}',
  '.btn:hover{background:#fff;color:var(--navy)}.btn--primary{background:var(--orange);border-color:var(--orange);color:#061530}.btn--primary:hover{background:#fbae52;border-color:#fbae52;color:#061530}',
  '.next .risk{font-size:.9rem;margin:1.25rem auto 0}',
  '.links{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:1.5rem 0 0}',
  '.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
  'footer{padding:1.5rem 0 2.5rem;font-size:.9rem;color:var(--muted)}',
].join('');

export interface ResultPageInput {
  variant: Variant;
  email: string;
  result: InflationResult;
  report: ReportStatus;
}

const newTab = (href: string, label: string, primary: boolean) =>
  `<a class="btn${primary ? ' btn--primary' : ''}" href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(label)}<span class="vh"> (opens in a new tab)</span></a>`;

/**
 * What follows the result: an invitation to talk about investing, with the risk warning; or, under the
 * exempt-audience route, where this page may not invite investment, a way to learn and to ask
 * (calculatorCtas.ts, resultCtas).
 */
function nextSteps(): string {
  const links = (ctas: readonly ResultCta[]) =>
    `<div class="ctas">${ctas.map((c, i) => newTab(c.href, c.label, i === 0)).join('')}</div>`;
  if (teachOnly)
    return `<section class="card next" aria-labelledby="next-heading"><h2 id="next-heading">Want to understand inflation better?</h2>
<p>Our free Learning Hub explains inflation, interest and how property compares, in short lessons.</p>
${links(resultCtas.teach)}</section>`;
  return `<section class="card next" aria-labelledby="next-heading"><h2 id="next-heading">Want your money to outpace inflation?</h2>
<p>Talk to us about lending to us or investing alongside us in UK property. The call is free and there is no obligation.</p>
${links(resultCtas.promote)}
<p class="risk"><strong>${escapeHtml(site.riskWarning.lead)}</strong> ${escapeHtml(site.riskWarning.text)}</p></section>`;
}

/** The complete page, every value escaped. */
export function resultPage(p: ResultPageInput): Response {
  const { result: r, variant } = p;
  const settings = variants[variant];
  const [then, now] = settings.colours;
  const style = `${STYLE}.fig--then{border-top-color:${then}}.fig--now{border-top-color:${now}}`;
  const items = figures(r, variant)
    .map(
      ([label, value], i) =>
        `<div class="fig${i === 0 ? ' fig--then' : i === 1 ? ' fig--now' : ''}"><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`,
    )
    .join('');
  const body = `<header class="top"><div class="wrap"><a class="brand" href="${paths.home}">${escapeHtml(site.companyName)}</a></div></header>
<div class="hero"><div class="wrap"><p class="eyebrow">Free UK inflation calculator</p><h1>${RESULT_TITLE}</h1><p class="lead">${escapeHtml(summary(r))}</p></div></div>
<main class="wrap">
<p class="status" role="status">${escapeHtml(reportStatusText(p.email))}</p>
<div class="grid">
<section class="card" aria-labelledby="figures-heading"><h2 id="figures-heading">Your figures</h2><dl>${items}</dl><p class="explain">${escapeHtml(lossNote(r))}</p><p class="note">${escapeHtml(indexNote(r))}</p></section>
<section class="card" aria-labelledby="chart-heading"><h2 id="chart-heading">Then and now</h2>${barChartSvg(r, settings.colours)}</section>
</div>
${nextSteps()}
<p class="links"><a href="${againPage[variant]}#calculator">Calculate again</a><a href="${escapeHtml(site.onsInflationUrl)}" rel="noopener noreferrer">Inflation and price indices on the ONS website</a></p>
</main>
<footer><div class="wrap">${escapeHtml(site.companyName)} · <a href="${paths.privacy}">Privacy notice</a></div></footer>`;
  return htmlDocument({ status: 200, title: RESULT_TITLE, style, body });
}
