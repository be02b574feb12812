/**
 * Docs that cannot go stale: every repository path named in the Markdown files, netlify.toml and the code's
 * comments exists, every in-repo Markdown link resolves (to a heading, when it names one), and every section a
 * text sends the reader to ("see README, "Deploying"") is still there.
 *
 * A path is a token that starts with one of the repository's top-level folders and a slash
 * (`scripts/local-server/serve.mjs`, `docs/`), not preceded by another path character (so URLs, package
 * names like `@netlify/functions` and relative imports are left alone). A placeholder ends what is checked:
 * `content/posts/<slug>.mdx` checks `content/posts/`, `tests/unit/**` checks `tests/unit/`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractComments, headingSlugs, pathTokens, sectionReferences, sectionSlugs, slug } from '../support/doc-paths';

const root = join(import.meta.dirname, '../..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && existsSync(join(root, f)));
const topFolders = new Set(tracked.filter((f) => f.includes('/')).map((f) => f.split('/')[0]!));

// Generated files keep their generator's text (a licence, data), not comments written here.
const generated =
  /^(src\/server\/outbox\/mail\/vendor\/|src\/server\/calculator\/chart\/glyphs\.ts$|src\/lib\/forms\/checklists\.ts$)/;
const markdown = tracked.filter((f) => f.endsWith('.md') && !f.startsWith('content/'));
const code = tracked.filter((f) => /\.(ts|tsx|mjs|js|astro|css|html)$|^\.ci\/run$/.test(f) && !generated.test(f));

interface Source {
  file: string;
  text: string;
}
const sources: Source[] = [
  ...markdown.map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') })),
  { file: 'netlify.toml', text: readFileSync(join(root, 'netlify.toml'), 'utf8') },
  ...code.map((file) => ({ file, text: extractComments(file, readFileSync(join(root, file), 'utf8')) })),
];

// Folders the site makes when it first needs them, named before they exist.
const madeWhenUsed = new Set([
  // The editor's uploads (its media folder), made by the first photo uploaded.
  'src/assets/case-studies/',
]);

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;
const isFile = (p: string) => existsSync(p) && statSync(p).isFile();

describe('paths named in docs and comments', () => {
  it('finds paths to check in every kind of source (the check cannot pass by reading nothing)', () => {
    const counts = { markdown: 0, toml: 0, comments: 0 };
    for (const s of sources) {
      const n = pathTokens(s.text, topFolders).length;
      if (s.file.endsWith('.md')) counts.markdown += n;
      else if (s.file === 'netlify.toml') counts.toml += n;
      else counts.comments += n;
    }
    expect(counts.markdown).toBeGreaterThan(100);
    expect(counts.toml).toBeGreaterThan(0);
    expect(counts.comments).toBeGreaterThan(100);
  });

  it('exist', () => {
    const missing = sources.flatMap(({ file, text }) =>
      pathTokens(text, topFolders)
        .filter((t) => !existsSync(join(root, t.path)) && !madeWhenUsed.has(t.path))
        .map((t) => `${file}:${lineOf(text, t.index)}: ${t.path}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('Markdown links within the repository', () => {
  const links = markdown.flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    return [...text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
      .filter((m) => !/^[a-z][a-z+.-]*:/i.test(m[1]!))
      .map((m) => ({ file, line: lineOf(text, m.index), target: m[1]! }));
  });

  it('are found', () => expect(links.length).toBeGreaterThan(20));

  it('resolve to a file, and to a heading in it when they name one', () => {
    const broken = links.flatMap(({ file, line, target }) => {
      const [path, anchor] = target.split('#');
      const to = path ? normalize(join(dirname(file), decodeURI(path))) : file;
      if (to.startsWith('..') || !existsSync(join(root, to))) return [`${file}:${line}: ${target} (no ${to})`];
      if (anchor && to.endsWith('.md') && !headingSlugs(readFileSync(join(root, to), 'utf8')).has(anchor))
        return [`${file}:${line}: ${target} (no heading #${anchor} in ${to})`];
      return [];
    });
    expect(broken).toEqual([]);
  });
});

describe('sections a text sends the reader to', () => {
  it('exist under that name', () => {
    const refs = sources.flatMap(({ file, text }) => sectionReferences(text).map((r) => ({ ...r, file, text })));
    expect(refs.length).toBeGreaterThan(3);
    const missing = refs.flatMap(({ file, text, doc, link, section, index }) => {
      // A link is relative to its file; a bare path is the repository's, or its file's (`content.md` in docs/).
      const beside = normalize(join(dirname(file), doc));
      const target = doc === 'README' ? 'README.md' : link || !isFile(join(root, doc)) ? beside : doc;
      // A section may be cited by the start of its title ("Figures and claims" for "Figures and claims: …").
      const found =
        isFile(join(root, target)) &&
        [...sectionSlugs(readFileSync(join(root, target), 'utf8'))].some((id) => id.startsWith(slug(section)));
      return found ? [] : [`${file}:${lineOf(text, index)}: ${doc}, "${section}"`];
    });
    expect(missing).toEqual([]);
  });
});

describe('what counts as a path', () => {
  const folders = new Set(['src', 'scripts', 'docs', 'netlify']);
  const paths = (text: string) => pathTokens(text, folders).map((t) => t.path);

  it('takes tokens that start with a top-level folder, up to their first placeholder', () => {
    expect(paths('see `scripts/serve.mjs`, and docs/testing.md.')).toEqual(['scripts/serve.mjs', 'docs/testing.md']);
    expect(paths('`src/pages/<route>/_components/` and src/features/*/x and `netlify/database/migrations/`')).toEqual([
      'src/pages/',
      'src/features/',
      'netlify/database/migrations/',
    ]);
    expect(paths('a build in .netlify/functions-serve/_xxxx/ or scripts/build/_xxxx/y')).toEqual(['scripts/build/']);
  });

  it('leaves URLs, package names and relative paths alone', () => {
    expect(paths('https://github.com/o/r/src/a.ts @netlify/functions ../src/lib/x.ts ./docs/y.md')).toEqual([]);
  });

  it('reads only the comments of code, past strings and regular expressions', () => {
    const code = [
      "const a = 'src/not-a-comment.ts'; // src/one.ts",
      'const r = /src/two.ts/; /* docs/three.md */',
      'const t = `// src/four.ts`;',
    ].join('\n');
    expect(paths(extractComments('x.ts', code))).toEqual(['src/one.ts', 'docs/three.md']);
    expect(paths(extractComments('x.astro', "---\n// src/a.ts\n---\n<p>It's src/b.ts</p><!-- src/c.ts -->"))).toEqual([
      'src/a.ts',
      'src/c.ts',
    ]);
  });

  it('finds a section named after a doc, and the ids of headings', () => {
    expect(
      sectionReferences('see README "Inflation data"; [T](testing.md), "Installing"; docs/editor.md, "Limits"'),
    ).toMatchObject([
      { doc: 'README', link: false, section: 'Inflation data' },
      { doc: 'testing.md', link: true, section: 'Installing' },
      { doc: 'docs/editor.md', link: false, section: 'Limits' },
    ]);
    expect(sectionReferences('[c](content.md), "as at" their dates')).toEqual([]);
    expect([
      ...sectionSlugs('## Limits\n**The claims check: two gates.** The site…\n- **Adding a post.** Posts → New'),
    ]).toEqual(['limits', 'the-claims-check-two-gates', 'adding-a-post']);
    expect([
      ...headingSlugs('# The API: `npm run x`\n```\n# not a heading\n```\n## Other commands\n## Other commands'),
    ]).toEqual(['the-api-npm-run-x', 'other-commands', 'other-commands-1']);
  });
});
