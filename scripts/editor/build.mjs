// The content editor at /admin (src/admin/): built by Vite into dist/admin/ when `astro build`
// finishes, apart from the site's pages, so nothing of it reaches a public page. A build whose
// inputs are unchanged (the modules it bundled, the files under src/ and content/, the lockfile,
// the repository settings) reuses the last one from node_modules/.cache/site-editor/.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `owner/name` of a GitHub address, whatever its form; never the credentials it may carry.
 * @param {string | undefined} url
 */
function githubRepository(url) {
  const m = String(url ?? '').match(/github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/);
  return m ? `${m[1]}/${m[2]}` : undefined;
}

/**
 * The repository and branch the editor commits to: EDITOR_REPOSITORY and EDITOR_BRANCH if set, else
 * the repository Netlify builds from (REPOSITORY_URL) and, on a production build, its branch.
 */
function editorRepository(env = process.env, root = projectRoot) {
  let origin;
  try {
    origin = execFileSync('git', ['remote', 'get-url', 'origin'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    origin = undefined;
  }
  return {
    repo:
      env.EDITOR_REPOSITORY || githubRepository(env.REPOSITORY_URL) || githubRepository(origin) || 'owner/repository',
    branch: env.EDITOR_BRANCH || (env.CONTEXT === 'production' && env.BRANCH) || 'main',
  };
}

/** @param {string | Buffer} data */
const hash = (data) => createHash('sha256').update(data).digest('hex');

/**
 * Every file under `dir`, relative to the project.
 * @param {string} dir @param {string} root @returns {string[]}
 */
function listing(dir, root) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? listing(path, root) : [relative(root, path).split(sep).join('/')];
  });
}

/**
 * What the editor relies on in the installed Sveltia CMS beyond its documented API: the React it exposes as a
 * global (src/admin/react.ts; `h` and `createClass` are its stand-in's), and the form of its CDN font rules,
 * which the build removes. The version, and what no longer matches. See docs/editor.md, "Sveltia's touch points".
 */
export function sveltiaTouchPoints(root = projectRoot) {
  const dir = join(root, 'node_modules/@sveltia/cms');
  const { version, exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const entry = readFileSync(join(dir, exports['.'].default), 'utf8');
  const problems = [];
  if (!entry.includes('`__SVELTIA_CMS_REACT__`') && !entry.includes("'__SVELTIA_CMS_REACT__'"))
    problems.push('it no longer sets globalThis.__SVELTIA_CMS_REACT__, so the previews run on their stand-in');
  for (const name of ['h', 'createClass'])
    if (!new RegExp(`\\bwindow\\.${name}=`).test(entry))
      problems.push(`it no longer sets window.${name}, the stand-in's`);
  return { version, problems };
}

/**
 * Where the build's messages go: Astro's logger, or the console.
 * @typedef {{ info(m: string): void, warn(m: string): void, error(m: string): void }} Log
 */

/**
 * What the editor's build depends on beyond the files it bundles: the lockfile, this script, the repository it
 * commits to, and the list of files under src/ and content/ (a new or removed file can change what a glob import
 * bundles).
 * @param {string} root @param {{ repo: string, branch: string }} repository @returns {string}
 */
function cacheKey(root, repository) {
  return hash(
    JSON.stringify([
      readFileSync(join(root, 'package-lock.json'), 'utf8'),
      readFileSync(fileURLToPath(import.meta.url), 'utf8'),
      repository,
      listing(join(root, 'src'), root),
      listing(join(root, 'content'), root),
    ]),
  );
}

/**
 * Copies the last build into `outDir` if nothing it was built from has changed; says whether it did.
 * @param {{ root: string, cache: string, key: string, outDir: string }} build @returns {boolean}
 */
function reuseLastBuild({ root, cache, key, outDir }) {
  const manifestFile = join(cache, 'manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : undefined;
  const unchanged =
    manifest?.key === key &&
    Object.entries(manifest.inputs).every(
      ([file, h]) => existsSync(join(root, file)) && hash(readFileSync(join(root, file))) === h,
    );
  if (!unchanged || !existsSync(join(cache, 'out/index.html'))) return false;
  rmSync(outDir, { recursive: true, force: true });
  cpSync(join(cache, 'out'), outDir, { recursive: true });
  return true;
}

/**
 * Sveltia CMS loads its fonts from this bundle (FontFace), and declares the same fonts on a CDN besides: those
 * rules are dropped, so the editor asks no third party for anything.
 * @type {import('vite').Plugin}
 */
const localFonts = {
  name: 'site-editor-local-fonts',
  transform(code, id) {
    if (!id.includes('@sveltia') || !code.includes('cdn.jsdelivr.net/fontsource')) return undefined;
    return { code: code.replace(/@font-face\s*\{[^}]*cdn\.jsdelivr\.net\/fontsource[^}]*\}/g, ''), map: null };
  },
};

/**
 * Vite's settings for the editor: its own root and React stand-in, the repository built in, warnings to `log`.
 * @param {{ root: string, outDir: string, log: Log, logger: import('vite').Logger,
 *   sveltia: { version: string }, repository: { repo: string, branch: string } }} options
 * @returns {import('vite').InlineConfig}
 */
function viteConfig({ root, outDir, log, logger, sveltia, repository }) {
  const admin = join(root, 'src/admin');
  return {
    configFile: false,
    root: admin,
    base: '/admin/',
    logLevel: 'warn',
    // Vite's warnings go to Astro's log, where `npm test` sees them.
    customLogger: {
      ...logger,
      warn: (m) => log.warn(m),
      warnOnce: (m) => log.warn(m),
      error: (m) => log.error(m),
      info: () => {},
    },
    plugins: [localFonts],
    resolve: {
      alias: [
        { find: /^react$/, replacement: join(admin, 'react.ts') },
        { find: /^react\/jsx-runtime$/, replacement: join(admin, 'jsx-runtime.ts') },
      ],
    },
    define: {
      'import.meta.env.SVELTIA_VERSION': JSON.stringify(sveltia.version),
      'import.meta.env.EDITOR_REPOSITORY': JSON.stringify(repository.repo),
      'import.meta.env.EDITOR_BRANCH': JSON.stringify(repository.branch),
    },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // The editor is one large application (Sveltia CMS is about 2 MB), loaded by editors only.
      chunkSizeWarningLimit: 4096,
      rolldownOptions: {
        checks: { pluginTimings: false },
        // MDX's compiler (for the check of a body before saving) marks some of its modules with an
        // empty "" statement, which Rolldown reads as a directive it may drop: harmless, one warning only.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('directive ""')) return;
          warn(warning);
        },
      },
    },
  };
}

/**
 * Keeps the build in the cache with the hash of every project file it bundled, for reuseLastBuild.
 * @param {{ root: string, cache: string, key: string, outDir: string, chunks: { moduleIds: string[] }[] }} build
 */
function saveBuild({ root, cache, key, outDir, chunks }) {
  const inputs = new Set(['src/admin/index.html']);
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const [file = ''] = id.split('?');
      if (!file.startsWith(root) || file.includes(`${sep}node_modules${sep}`)) continue;
      inputs.add(relative(root, file).split(sep).join('/'));
    }
  }
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  cpSync(outDir, join(cache, 'out'), { recursive: true });
  writeFileSync(
    join(cache, 'manifest.json'),
    JSON.stringify({
      key,
      inputs: Object.fromEntries(
        [...inputs]
          .filter((f) => existsSync(join(root, f)) && statSync(join(root, f)).isFile())
          .map((f) => [f, hash(readFileSync(join(root, f)))]),
      ),
    }),
  );
}

/** @param {{ root?: string, outDir: string, log?: Log }} options */
async function buildEditor({ root = projectRoot, outDir, log = console }) {
  // Checked on every build, a reused one too, so `npm test` (no build warning allowed) keeps failing until fixed.
  const sveltia = sveltiaTouchPoints(root);
  for (const problem of sveltia.problems)
    log.warn(`Sveltia CMS ${sveltia.version}: ${problem}. See docs/editor.md, "Sveltia's touch points".`);
  const repository = editorRepository(process.env, root);
  const cache = join(root, 'node_modules/.cache/site-editor');
  const key = cacheKey(root, repository);
  if (reuseLastBuild({ root, cache, key, outDir })) {
    log.info(`content editor unchanged: reused the last build (${repository.repo}, ${repository.branch})`);
    return;
  }

  const started = performance.now();
  const { build, createLogger } = await import('vite');
  const logger = createLogger('warn');
  const result = await build(viteConfig({ root, outDir, log, logger, sveltia, repository }));

  // What the build wrote (a build, not a watcher: no `watch` option); the chunks of code, not the assets.
  const chunks = [result]
    .flat()
    .flatMap((out) => ('output' in out ? out.output : []))
    .flatMap((file) => (file.type === 'chunk' ? [file] : []));
  // The font rules on a CDN are dropped (localFonts); if Sveltia writes them another way, the editor would ask a third party.
  const code = chunks.map((chunk) => chunk.code).join('');
  if (code.includes('cdn.jsdelivr.net/fontsource'))
    log.warn(
      `Sveltia CMS ${sveltia.version}: its fonts on a CDN are no longer removed (site-editor-local-fonts). See docs/editor.md, "Sveltia's touch points".`,
    );
  saveBuild({ root, cache, key, outDir, chunks });
  log.info(
    `content editor built in ${((performance.now() - started) / 1000).toFixed(1)} s (${repository.repo}, ${repository.branch})`,
  );
}

/** @returns {import('astro').AstroIntegration} */
export function siteEditor() {
  let root = projectRoot;
  return {
    name: 'site-editor',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        // A build only for checking pages (tests/e2e/editor.spec.ts) can leave the editor out.
        if (process.env.SITE_EDITOR === 'off') return logger.info('content editor not built (SITE_EDITOR=off)');
        await buildEditor({ root, outDir: fileURLToPath(new URL('admin/', dir)), log: logger });
      },
    },
  };
}
