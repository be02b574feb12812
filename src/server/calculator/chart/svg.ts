/**
 * The calculator's bar chart drawn on the server as SVG: two bars from zero, '£' ticks, the values
 * over the bars, the variant's colours. Inline in the result page a plain form post gets (its text
 * real text), and rendered to the report e-mail's image (its text drawn as outlines, so rendering
 * needs no font installed).
 */
import { barLabels, chartText, DATASET_LABEL, poundsTick } from '../../../lib/calculatorVariants';
import { formatPounds } from '../../../lib/format';
import type { InflationResult } from '../../../lib/inflation';
import { faces } from './glyphs';
import { escapeHtml } from '../../text';

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

/** The chart's size in CSS pixels. */
export const CHART_SIZE = { width: W, height: H } as const;

interface TextStyle {
  anchor: 'start' | 'middle' | 'end';
  size?: number;
  bold?: boolean;
  fill?: string;
}

/** A line of text as SVG <text> (inheriting the chart's font, size and colour unless given). */
function svgText(x: number, y: number, content: string, t: TextStyle): string {
  const attrs = [`x="${x}"`, `y="${y}"`, `text-anchor="${t.anchor}"`];
  if (t.size) attrs.push(`font-size="${t.size}"`);
  if (t.bold) attrs.push('font-weight="700"');
  if (t.fill) attrs.push(`fill="${escapeHtml(t.fill)}"`);
  return `<text ${attrs.join(' ')}>${escapeHtml(content)}</text>`;
}

const BASE_SIZE = 16;
const BASE_FILL = '#4a5568';

/** The same line drawn as glyph outlines (Liberation Sans; a character the chart never prints is skipped). */
function outlineText(x: number, y: number, content: string, t: TextStyle): string {
  const face = faces[t.bold ? 'bold' : 'regular'];
  const glyphs = [...content].map((c) => face.chars[c]).filter((g) => g !== undefined);
  const width = glyphs.reduce((sum, [advance]) => sum + advance, 0);
  const scale = (t.size ?? BASE_SIZE) / face.unitsPerEm;
  const left = x - (t.anchor === 'end' ? width * scale : t.anchor === 'middle' ? (width * scale) / 2 : 0);
  let pen = 0;
  const paths = glyphs.map(([advance, d]) => {
    const path = d ? `<path transform="translate(${pen} 0)" d="${d}"/>` : '';
    pen += advance;
    return path;
  });
  const k = Math.round(scale * 1e6) / 1e6;
  return `<g transform="translate(${Math.round(left * 100) / 100} ${y}) scale(${k} ${-k})" fill="${escapeHtml(t.fill ?? BASE_FILL)}">${paths.join('')}</g>`;
}

/**
 * The chart as an <svg> element, labelled by its title and a text description of both bars. With
 * `outlines`, for rendering to an image, its text is drawn as shapes; with `image`, it is a file of its own
 * (its namespace declared) on white.
 */
export function barChartSvg(
  r: InflationResult,
  colours: readonly [string, string],
  id = 'result-chart',
  { outlines = false, image = false } = {},
): string {
  const text = outlines ? outlineText : svgText;
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
        text(PLOT.left - 8, y(v) + 6, poundsTick(v), { anchor: 'end' }),
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
      text(mid, y(v) - 10, formatPounds(v, { pence: true }), {
        anchor: 'middle',
        size: 19,
        bold: true,
        fill: '#14213d',
      }) +
      text(mid, H - PLOT.bottom + 30, labels[i]!, { anchor: 'middle', size: 19, bold: true, fill: '#14213d' })
    );
  });
  return (
    `<svg ${image ? 'xmlns="http://www.w3.org/2000/svg" ' : ''}class="chart" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="${id}-title ${id}-desc" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${BASE_SIZE}" fill="${BASE_FILL}">` +
    `<title id="${id}-title">${escapeHtml(`Bar chart of ${DATASET_LABEL}`)}</title><desc id="${id}-desc">${escapeHtml(chartText(r))}</desc>` +
    `${image ? `<rect width="${W}" height="${H}" fill="#ffffff"/>` : ''}${ticks.join('')}${bars.join('')}</svg>`
  );
}
