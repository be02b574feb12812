// Writes src/lib/forms/checklists.ts: the source tag of every case study that offers a checklist,
// read from the front matter in content/case-studies/*.mdx. The functions cannot read Astro's content
// collections when they run, so /api/newsletter gets the list as code. Run after adding, removing or
// renaming a case study's checklist: `node scripts/build/checklist-sources.mjs`. A unit test
// (tests/unit/lib/forms/checklists.test.ts) fails while the file and the content disagree.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { frontmatter, loadYaml } from '../../src/lib/contentYaml.ts';

const root = new URL('../../', import.meta.url);
export const CONTENT_DIR = fileURLToPath(new URL('content/case-studies/', root));
export const OUTPUT = fileURLToPath(new URL('src/lib/forms/checklists.ts', root));

/** The checklist source tags the case studies in `dir` offer, sorted. */
export function checklistSourcesIn(dir = CONTENT_DIR) {
  /** @type {string[]} */
  const sources = [];
  for (const file of readdirSync(dir)
    .filter((f) => /\.mdx?$/.test(f))
    .sort()) {
    // Any shape: only a string `checklist.source` counts.
    const data = /** @type {{ checklist?: { source?: unknown } } | null} */ (
      loadYaml(frontmatter(readFileSync(`${dir}/${file}`, 'utf8')).yaml)
    );
    const source = data?.checklist?.source;
    if (typeof source === 'string') sources.push(source.trim());
  }
  return [...new Set(sources)].sort();
}

/** The module's text for a list of sources. @param {readonly string[]} sources */
export function checklistsModule(sources) {
  const items = sources.map((s) => `  ${JSON.stringify(s)},\n`).join('');
  return `// Written by scripts/build/checklist-sources.mjs from content/case-studies/*.mdx: run it again, do not edit.
/** The checklist source tag of every case study that offers one: the only checklist requests accepted. */
export const checklistSources = [
${items}] as const;
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(OUTPUT, checklistsModule(checklistSourcesIn()));
  console.log(`${OUTPUT}: ${checklistSourcesIn().join(', ')}`);
}
