/** The report's parts that need no storage: the JPEG check and the server-drawn chart. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { calculate } from '../../../../src/lib/inflation';
import { ons } from '../../../../src/lib/onsData';
import { barLabels, poundsTick } from '../../../../src/lib/calculatorVariants';
import { formatPounds } from '../../../../src/lib/format';
import { faces } from '../../../../src/server/calculator/chart/glyphs';
import { chartPng } from '../../../../src/server/calculator/chart/image';
import { barChartSvg, tickStep } from '../../../../src/server/calculator/chart/svg';
import { jpegFrame, readChartImage } from '../../../../src/server/calculator/chart/jpeg';

describe('jpegFrame', () => {
  it('reads the size of a real JPEG, baseline or progressive', async () => {
    const base = await sharp({ create: { width: 123, height: 45, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const progressive = await sharp({ create: { width: 64, height: 80, channels: 3, background: '#fff' } })
      .jpeg({ progressive: true })
      .toBuffer();
    expect(jpegFrame(new Uint8Array(base))).toEqual({ width: 123, height: 45 });
    expect(jpegFrame(new Uint8Array(progressive))).toEqual({ width: 64, height: 80 });
  });

  it('refuses anything that is not a whole JPEG', async () => {
    const good = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer(),
    );
    const gif = new Uint8Array(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'));
    expect(jpegFrame(gif)).toBeNull();
    expect(jpegFrame(good.subarray(0, good.length - 2))).toBeNull(); // no EOI
    expect(jpegFrame(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9]))).toBeNull(); // a scan with no frame
    const lying = good.slice();
    lying[4] = 0xff; // first segment's length runs past the end
    lying[5] = 0xff;
    expect(jpegFrame(lying)).toBeNull();
  });

  it('checks the data URL before decoding it', () => {
    expect(readChartImage('data:image/jpeg;base64,')).toMatchObject({ ok: false, status: 400 });
    expect(readChartImage('data:image/jpeg;base64,abc')).toMatchObject({
      ok: false,
      status: 400,
      message: 'The chart image is not valid base64',
    });
  });
});

describe('barChartSvg', () => {
  it('picks round tick steps', () => {
    expect([tickStep(16355.35), tickStep(7519.26), tickStep(100), tickStep(1234.56)]).toEqual([5000, 2000, 25, 500]);
  });

  it('draws two bars from zero with the values over them, escaped', () => {
    const svg = barChartSvg(calculate(ons, 10_000, 2010, 1), ['#0b2545', '"><script>'] as const);
    expect(svg).toContain('>£0</text>');
    expect(svg).toContain('>£20,000</text>');
    expect(svg.match(/<rect /g)).toHaveLength(2);
    expect(svg).toContain('>£16,355.35</text>');
    expect(svg).not.toContain('<script>');
  });

  it('for the e-mail, draws its text as outlines, so no font needs to be installed where it is rendered', () => {
    const svg = barChartSvg(calculate(ons, 10_000, 2010, 1), ['#0b2545', '#f7931e'], 'x', { outlines: true });
    expect(svg).not.toContain('<text');
    expect(svg.match(/<rect /g)).toHaveLength(2);
    // £10,000.00 and £16,355.35 over the bars, 2010 and 2026 under them, in bold; the ticks in regular.
    expect(svg).toContain(`<path transform="translate(0 0)" d="${faces.bold.chars['£']![1]}"/>`);
    expect(svg).toContain(`d="${faces.regular.chars['£']![1]}"`);
  });

  it('has an outline for every character a chart can print, in both weights', () => {
    const printed = new Set<string>();
    for (let year = 1987; year <= 2026; year++) {
      for (let month = 1; month <= 12; month++) {
        if (year === 2026 && month > 8) break;
        for (const amount of [0.01, 12.5, 10_000, 999_999_999.99]) {
          const r = calculate(ons, amount, year, month);
          const step = tickStep(r.todayValue);
          for (let v = 0; v <= r.todayValue + step; v += step) for (const c of poundsTick(v)) printed.add(c);
          for (const text of [
            ...barLabels(r),
            formatPounds(r.originalValue, { pence: true }),
            formatPounds(r.todayValue, { pence: true }),
          ])
            for (const c of text) printed.add(c);
        }
      }
    }
    for (const c of printed) {
      expect(faces.regular.chars[c], JSON.stringify(c)).toBeDefined();
      expect(faces.bold.chars[c], JSON.stringify(c)).toBeDefined();
    }
  });

  it('renders to a 1120 × 880 PNG whose text is really drawn', async () => {
    const { png, width, height } = await chartPng(calculate(ons, 10_000, 2010, 1), 'calculator');
    expect([width, height]).toEqual([1120, 880]);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // The label band under the bars (y 300–330 of 330) holds dark pixels only if "2010" and "2026" were drawn.
    const band = await sharp(png).extract({ left: 0, top: 800, width: 1120, height: 80 }).greyscale().raw().toBuffer();
    expect(band.filter((v) => v < 100).length).toBeGreaterThan(500);
  });
});
