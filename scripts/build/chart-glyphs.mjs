// `node scripts/build/chart-glyphs.mjs [Regular.ttf Bold.ttf]`: writes src/server/calculator/chart/glyphs.ts, the outlines
// of the few characters the report's chart prints (digits, £ , . -, the months' short names, the
// compact m/bn/tn), so the server draws its text as shapes and needs no font installed (Netlify's
// function runtime has none: SVG <text> would come out as empty boxes). Default fonts: Liberation Sans
// (SIL Open Font License 1.1), Debian's fonts-liberation package.
import { readFileSync, writeFileSync } from 'node:fs';
import { create } from 'fontkitten';

const [
  regularFile = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  boldFile = '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
] = process.argv.slice(2);
const OUT = 'src/server/calculator/chart/glyphs.ts';
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec';
const CHARSET = [...new Set(`0123456789£,.-− ${MONTHS}mbnt`)].sort().join('');

/** @type {Record<string, string>} */
const PATH_COMMANDS = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' };

/**
 * The outline and advance of each character of CHARSET in a font file, in font units.
 * @param {string} file
 */
function glyphsOf(file) {
  const font = create(readFileSync(file));
  if (font.isCollection) throw new Error(`${file} is a font collection: give one font`);
  /** @type {Record<string, [advance: number, path: string]>} */
  const chars = {};
  for (const char of CHARSET) {
    const glyph = font.glyphForCodePoint(char.codePointAt(0) ?? 0);
    if (!glyph || glyph.id === 0) throw new Error(`${file} has no glyph for ${JSON.stringify(char)}`);
    // Whole font units: at chart sizes (19 px at most, 2048 units an em) a unit is a hundredth of a pixel.
    const d = glyph.path.commands.map((c) => `${PATH_COMMANDS[c.command]}${c.args.map(Math.round).join(' ')}`).join('');
    chars[char] = [glyph.advanceWidth, d];
  }
  return { name: font.fullName, unitsPerEm: font.unitsPerEm, chars };
}

const faces = { regular: glyphsOf(regularFile), bold: glyphsOf(boldFile) };
const body = `// Written by scripts/build/chart-glyphs.mjs from ${faces.regular.name} and ${faces.bold.name}
// (SIL Open Font License 1.1): run it again, do not edit.
/** Outlines (font units, y up) and advance widths of the characters the report's chart prints. */
export interface Face {
  unitsPerEm: number;
  chars: Record<string, [advance: number, path: string]>;
}

export const faces: Record<'regular' | 'bold', Face> = {
${Object.entries(faces)
  .map(
    ([k, f]) =>
      `  ${k}: {\n    unitsPerEm: ${f.unitsPerEm},\n    chars: {\n${Object.entries(f.chars)
        .map(([c, g]) => `      ${JSON.stringify(c)}: ${JSON.stringify(g)},`)
        .join('\n')}\n    },\n  },`,
  )
  .join('\n')}
};
`;
writeFileSync(OUT, body);
console.log(`wrote ${OUT}: ${CHARSET.length} characters in two weights, ${(body.length / 1024).toFixed(1)} KB`);
