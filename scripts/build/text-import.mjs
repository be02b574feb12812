// `import text from './file.csv' with { type: 'text' }`: the form Netlify's function bundler
// (esbuild) understands natively; this Vite plugin gives Astro and vitest the same meaning.
import { readFile } from 'node:fs/promises';

/** @returns {import('vite').Plugin} */
export function textImports(pattern = /\.csv$/) {
  return {
    name: 'text-imports',
    enforce: 'pre',
    async load(id) {
      if (!pattern.test(id)) return null;
      this.addWatchFile(id);
      return `export default ${JSON.stringify(await readFile(id, 'utf8'))};`;
    },
  };
}
