/**
 * The calculator's bar chart drawn on the server as inline SVG, for the result page a plain form
 * post gets: two bars from zero, '£' ticks, the values over the bars, the variant's colours.
 */
import { barLabels, chartText, DATASET_LABEL, poundsTick } from '../lib/calculator';
import { formatPounds } from '../lib/format';
import type { InflationResult } from '../lib/inflation';
import { escapeHtml } from './text';

// A narrow canvas with large type, so the labels stay legible when a phone scales it down.
const W = 420;
const H = 330;
const PLOT = { left: 82, right: 8, top: 40, bottom: 42 };

/** A round tick step giving about `count` intervals up to `max`: 1, 2, 2.5 or 5 times a power of ten. */
export function tickStep(max: number, count = 4): number {
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw);
  return step ?? 10 * power;
}

/** The chart as an <svg> element, labelled by its title and a text description of both bars. */
export function barChartSvg(r: InflationResult, colours: readonly [string, string], id = 'result-chart'): string {
  const values = [r.originalValue, r.todayValue];
  const step = tickStep(Math.max(...values));
  const top = Math.ceil(Math.max(...values) / step) * step;
  const plotW = W - PLOT.left - PLOT.right;
  const plotH = H - PLOT.top - PLOT.bottom;
  const y = (v: number) => Math.round((PLOT.top + plotH - (v / top) * plotH) * 100) / 100;
  const ticks: string[] = [];
  for (let v = 0; v <= top + step / 2; v += step) {
    ticks.push(
      `<line x1="${PLOT.left}" x2="${W - PLOT.right}" y1="${y(v)}" y2="${y(v)}" stroke="${v === 0 ? '#4a5568' : '#d8e0ea'}"/>` +
        `<text x="${PLOT.left - 8}" y="${y(v) + 6}" text-anchor="end">${escapeHtml(poundsTick(v))}</text>`,
    );
  }
  const band = plotW / 2;
  const barW = Math.min(130, band * 0.6);
  const labels = barLabels(r);
  const bars = values.map((v, i) => {
    const x = PLOT.left + band * i + (band - barW) / 2;
    const h = Math.round(Math.max(0, y(0) - y(v)) * 100) / 100;
    const mid = x + barW / 2;
    return (
      `<rect x="${x}" y="${y(v)}" width="${barW}" height="${h}" rx="6" fill="${escapeHtml(colours[i])}"/>` +
      `<text x="${mid}" y="${y(v) - 10}" text-anchor="middle" font-size="19" font-weight="700" fill="#14213d">${escapeHtml(formatPounds(v, { pence: true }))}</text>` +
      `<text x="${mid}" y="${H - PLOT.bottom + 30}" text-anchor="middle" font-size="19" font-weight="700" fill="#14213d">${escapeHtml(labels[i])}</text>`
    );
  });
  return (
    `<svg class="chart" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="${id}-title ${id}-desc" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="16" fill="#4a5568">` +
    `<title id="${id}-title">${escapeHtml(`Bar chart of ${DATASET_LABEL}`)}</title><desc id="${id}-desc">${escapeHtml(chartText(r))}</desc>` +
    `${ticks.join('')}${bars.join('')}</svg>`
  );
}
