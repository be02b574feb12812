// The text every built page renders, saved and compared: what a visitor reads, its alt text and labels
// (src/lib/claims/pageText.ts), page by page. For a change that must not alter what the pages say, such as
// re-laying out .astro files:
//   npm run build && node scripts/test/rendered-text.mjs --save /tmp/before.json
//   (make the change) npm run build && node scripts/test/rendered-text.mjs --compare /tmp/before.json
// Exits 1 and names each page whose text differs, with its first difference.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { builtPages } from '../build/built-pages.mjs';

const dist = resolve('dist');
const [mode, file] = process.argv.slice(2);
if (!['--save', '--compare'].includes(mode ?? '') || !file) {
  console.error('usage: node scripts/test/rendered-text.mjs --save|--compare <file.json>');
  process.exit(2);
}

/** Each page's text blocks, in order, as "where: text" lines. */
const pages = Object.fromEntries(builtPages(dist).map((p) => [p.file, p.text().map((b) => `${b.where}: ${b.text}`)]));

if (mode === '--save') {
  writeFileSync(file, JSON.stringify(pages));
  console.log(`${Object.keys(pages).length} pages' text saved to ${file}`);
} else {
  /** @type {Record<string, string[]>} */
  const saved = JSON.parse(readFileSync(file, 'utf8'));
  const names = [...new Set([...Object.keys(saved), ...Object.keys(pages)])].sort();
  const differ = names.filter((n) => JSON.stringify(saved[n]) !== JSON.stringify(pages[n]));
  for (const name of differ) {
    const [was = [], now = []] = [saved[name], pages[name]];
    const at = was.findIndex((line, i) => line !== now[i]);
    const i = at < 0 ? Math.min(was.length, now.length) : at;
    console.log(`${name}\n  was: ${was[i] ?? '(nothing)'}\n  now: ${now[i] ?? '(nothing)'}`);
  }
  console.log(`${names.length} pages, ${differ.length} with different text`);
  process.exit(differ.length ? 1 : 0);
}
