/**
 * The report e-mail's chart: the result page's SVG (svg.ts) drawn from the server's own figures
 * and rendered to a PNG with sharp when the mail is composed. Nothing a browser sent is ever attached:
 * the chart image in a report request is checked and dropped. The text is drawn as outlines, so the
 * image comes out the same on a host with no fonts (Netlify's function runtime).
 */
import { variants } from '../../../lib/calculatorVariants';
import type { InflationResult } from '../../../lib/inflation';
import type { Variant } from '../../../lib/forms/calculatorSchema';
import { barChartSvg, CHART_SIZE } from './svg';

/** How the e-mail shows the chart, CSS pixels: as wide as a mail client's reading column allows. */
export const CHART_DISPLAY = { width: 560, height: Math.round((560 * CHART_SIZE.height) / CHART_SIZE.width) } as const;
/** Pixels per CSS pixel of the PNG, so the chart stays sharp on a high-density phone screen. */
const PIXEL_RATIO = 2;

export interface ChartPng {
  png: Buffer;
  width: number;
  height: number;
}

/** The chart of a result, in its calculator's colours, as a PNG on white. */
export async function chartPng(result: InflationResult, variant: Variant): Promise<ChartPng> {
  const svg = barChartSvg(result, variants[variant].colours, 'report-chart', { outlines: true, image: true });
  const density = (72 * PIXEL_RATIO * CHART_DISPLAY.width) / CHART_SIZE.width;
  // Loaded when a report is first drawn: the native library stays out of every function that sends no report.
  const { default: sharp } = await import('sharp');
  const png = await sharp(Buffer.from(svg), { density })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  const { width = 0, height = 0 } = await sharp(png).metadata();
  return { png, width, height };
}
