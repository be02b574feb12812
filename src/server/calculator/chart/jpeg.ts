/**
 * The chart image the browser sends with a report request: a `data:image/jpeg;base64,` URL of
 * bounded size whose bytes are shaped as a JPEG (markers walked from SOI to EOI, a frame header with
 * a chart's dimensions). The API contract keeps the field and this check, but the image is never
 * stored, decoded or sent: the e-mail's chart is drawn by the server (chart/image.ts).
 */

/** Largest chart image accepted, decoded bytes. A 1200 px chart at quality 0.7 is under 100 KB. */
export const MAX_CHART_BYTES = 512 * 1024;
/** The same limit as base64 text, plus the data URL prefix. */
export const MAX_CHART_CHARS = Math.ceil(MAX_CHART_BYTES / 3) * 4 + 32;

const PREFIX = 'data:image/jpeg;base64,';
/** Widest or tallest image accepted, px: twice the 1200 px the calculator sends. */
const MAX_SIDE = 2400;

export const chartMessages = {
  notJpegUrl: 'The chart must be sent as a data:image/jpeg;base64 URL',
  notBase64: 'The chart image is not valid base64',
  notJpeg: 'The chart image is not a JPEG',
  tooLarge: `The chart image is too large: the limit is ${MAX_CHART_BYTES / 1024} KB`,
} as const;

export type ChartImage =
  { ok: true; bytes: Uint8Array; width: number; height: number } | { ok: false; status: 400 | 413; message: string };

/** Decodes and checks a chart data URL. */
export function readChartImage(dataUrl: string): ChartImage {
  if (!dataUrl.startsWith(PREFIX)) return { ok: false, status: 400, message: chartMessages.notJpegUrl };
  const base64 = dataUrl.slice(PREFIX.length);
  if (base64.length > MAX_CHART_CHARS - 32) return { ok: false, status: 413, message: chartMessages.tooLarge };
  if (base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64))
    return { ok: false, status: 400, message: chartMessages.notBase64 };
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length > MAX_CHART_BYTES) return { ok: false, status: 413, message: chartMessages.tooLarge };
  const frame = jpegFrame(bytes);
  return frame ? { ok: true, bytes, ...frame } : { ok: false, status: 400, message: chartMessages.notJpeg };
}

/** Start-of-frame markers (C0–CF except DHT C4, JPG C8 and DAC CC). */
const isFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** Width and height of a well-formed JPEG (SOI, segments, a frame before the scan, EOI at the end), else null. */
export function jpegFrame(b: Uint8Array): { width: number; height: number } | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  if (b[b.length - 2] !== 0xff || b[b.length - 1] !== 0xd9) return null;
  let frame: { width: number; height: number } | null = null;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const length = (b[i + 2]! << 8) | b[i + 3]!;
    if (length < 2 || i + 2 + length > b.length) return null;
    if (isFrame(marker)) {
      if (length < 8) return null;
      const height = (b[i + 5]! << 8) | b[i + 6]!;
      const width = (b[i + 7]! << 8) | b[i + 8]!;
      if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return null;
      frame = { width, height };
    }
    if (marker === 0xda) return frame; // start of scan: entropy-coded data runs to the EOI checked above
    i += 2 + length;
  }
  return null;
}
