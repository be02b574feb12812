/** Exports a chart canvas as the report's JPEG: white background (a JPEG has no transparency), quality 0.7. */
import { CHART_JPEG_QUALITY } from '../../lib/calculatorVariants';

/** Widest image sent, px: a phone's 3× canvas would make a needlessly heavy e-mail. */
const MAX_WIDTH = 1200;

export function chartJpeg(canvas: HTMLCanvasElement): string {
  const scale = Math.min(1, MAX_WIDTH / canvas.width);
  const out = document.createElement('canvas');
  out.width = Math.round(canvas.width * scale);
  out.height = Math.round(canvas.height * scale);
  const ctx = out.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D context unavailable');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.drawImage(canvas, 0, 0, out.width, out.height);
  return out.toDataURL('image/jpeg', CHART_JPEG_QUALITY);
}
