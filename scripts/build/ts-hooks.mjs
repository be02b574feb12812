// Lets a script import the server's TypeScript modules directly (Node 24 strips the types): a
// relative import without an extension, as the bundler and vitest accept it, resolves to `.ts`; a
// `.csv` imported `with { type: 'text' }` (the ONS series) is its text, as text-import.mjs gives Vite.
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (error) {
      if (specifier.startsWith('.') && !/\.[cm]?[jt]sx?$|\.json$/.test(specifier))
        return next(`${specifier}.ts`, context);
      throw error;
    }
  },
  load(url, context, next) {
    if (!url.endsWith('.csv')) return next(url, context);
    const text = readFileSync(fileURLToPath(url), 'utf8');
    return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
  },
});
