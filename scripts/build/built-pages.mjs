// The built pages the post-build steps rewrite: every HTML file in dist/ but the content editor's (dist/admin).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every built page's path under `dir`, the editor at /admin left out. */
export function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'admin' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}
