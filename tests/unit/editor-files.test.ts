/**
 * The editor's local file service refuses everything but its own page on this machine reading and
 * writing content files: tried as an attacker would (other hosts, other sites, `..`, dot-files,
 * links out of the folder, files that are not content).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorFiles } from '../../scripts/editor/local-files.mjs';

let root: string;
let outside: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'editor-files-'));
  outside = mkdtempSync(join(tmpdir(), 'editor-outside-'));
  mkdirSync(join(root, 'content/posts'), { recursive: true });
  mkdirSync(join(root, 'src/assets/case-studies'), { recursive: true });
  mkdirSync(join(root, 'src/pages'), { recursive: true });
  writeFileSync(join(root, 'content/posts/hello.mdx'), '---\ntitle: Hello\n---\n');
  writeFileSync(join(root, 'content/.env'), 'SECRET=1\n');
  writeFileSync(join(root, 'package.json'), '{}\n');
  writeFileSync(join(root, 'src/pages/index.astro'), '<p>page</p>\n');
  writeFileSync(join(root, 'src/assets/logo.svg'), '<svg/>\n');
  writeFileSync(join(outside, 'secret.yaml'), 'secret: 1\n');
  symlinkSync(outside, join(root, 'content/linked'));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

interface Options {
  method?: string;
  body?: string;
  host?: string;
  origin?: string;
  address?: string;
  /** The editor's header; null: none. */
  header?: string | null;
}
function request(
  target: string,
  { method = 'GET', body, host = 'localhost:8888', origin, address = '127.0.0.1', header = '1' }: Options = {},
) {
  const chunks = body === undefined ? [] : [Buffer.from(body)];
  return {
    method,
    url: target,
    socket: { remoteAddress: address },
    headers: { host, ...(origin ? { origin } : {}), ...(header === null ? {} : { 'x-site-editor': header }) },
    async *[Symbol.asyncIterator]() {
      yield* chunks;
    },
  };
}
const call = async (target: string, options?: Options) => {
  const res = await editorFiles(request(target, options) as never, { root, name: 'site' });
  if (!res) throw new Error(`not answered: ${target}`);
  return { status: res.status, text: await res.text() };
};
const api = (op: string, path: string, extra = '') => `/__editor/api/${op}?path=${encodeURIComponent(path)}${extra}`;

describe('editor file service', () => {
  it('leaves other paths to the site', async () => {
    expect(await editorFiles(request('/admin/') as never, { root })).toBeUndefined();
  });

  it('reads and writes content files for its own page on this machine', async () => {
    expect(await call(api('session', ''))).toEqual({ status: 200, text: '{"name":"site"}' });
    expect((await call(api('file', 'content/posts/hello.mdx'))).text).toContain('title: Hello');
    expect(
      (await call(api('file', 'content/posts/new.mdx'), { method: 'PUT', body: '---\ntitle: New\n---\n' })).status,
    ).toBe(200);
    expect(readFileSync(join(root, 'content/posts/new.mdx'), 'utf8')).toBe('---\ntitle: New\n---\n');
    expect(
      (
        await call(api('move', 'content/posts/new.mdx', `&to=${encodeURIComponent('content/posts/renamed.mdx')}`), {
          method: 'POST',
        })
      ).status,
    ).toBe(200);
    expect((await call(api('file', 'content/posts/renamed.mdx'), { method: 'DELETE' })).status).toBe(200);
    expect(existsSync(join(root, 'content/posts/renamed.mdx'))).toBe(false);
    expect((await call(api('file', 'src/assets/case-studies/a.jpg'), { method: 'PUT', body: 'jpeg' })).status).toBe(
      200,
    );
  });

  it('shows only the way to its folders, and nothing hidden in them', async () => {
    expect(JSON.parse((await call(api('entries', ''))).text)).toEqual([
      { name: 'content', kind: 'directory' },
      { name: 'src', kind: 'directory' },
    ]);
    expect(JSON.parse((await call(api('entries', 'src'))).text)).toEqual([{ name: 'assets', kind: 'directory' }]);
    expect((await call(api('entries', 'content'))).text).not.toContain('.env');
  });

  it('skips a symbolic link that leads nowhere: not listed, read or written through, and never a 500', async () => {
    mkdirSync(join(root, 'content/broken'), { recursive: true });
    writeFileSync(join(root, 'content/broken/kept.mdx'), '---\ntitle: Kept\n---\n');
    symlinkSync(join(outside, 'gone.mdx'), join(root, 'content/broken/dangling.mdx'));
    symlinkSync(join(outside, 'gone-folder'), join(root, 'content/broken/nowhere'));
    try {
      expect(JSON.parse((await call(api('entries', 'content/broken'))).text)).toEqual([
        { name: 'kept.mdx', kind: 'file' },
      ]);
      for (const [op, path, method] of [
        ['stat', 'content/broken/dangling.mdx', 'GET'],
        ['file', 'content/broken/dangling.mdx', 'GET'],
        ['entries', 'content/broken/nowhere', 'GET'],
        ['file', 'content/broken/dangling.mdx', 'PUT'],
        ['file', 'content/broken/nowhere/new.mdx', 'PUT'],
        ['file', 'content/broken/dangling.mdx', 'DELETE'],
      ] as const) {
        const res = await call(api(op, path), { method, body: method === 'PUT' ? 'x' : undefined });
        expect([op, path, method, res.status]).toEqual([op, path, method, 404]);
      }
      expect(existsSync(join(outside, 'gone.mdx')) || existsSync(join(outside, 'gone-folder'))).toBe(false);
    } finally {
      rmSync(join(root, 'content/broken'), { recursive: true, force: true });
    }
  });

  it.each([
    ['another machine', { address: '192.168.1.20' }],
    ['a name that is not localhost (DNS rebinding)', { host: 'evil.example:8888' }],
    ['another site', { origin: 'https://evil.example' }],
    ['a request without the editor header', { header: null }],
  ])('refuses %s', async (_, options) => {
    expect((await call(api('file', 'content/posts/hello.mdx'), options)).status).toBe(403);
    expect((await call(api('file', 'content/posts/x.mdx'), { ...options, method: 'PUT', body: 'x' })).status).toBe(403);
    expect(existsSync(join(root, 'content/posts/x.mdx'))).toBe(false);
  });

  it.each([
    '../package.json',
    'content/../package.json',
    'content/posts/../../package.json',
    '/etc/passwd',
    'package.json',
    'src/pages/index.astro',
    'content/.env',
    'content\\..\\package.json',
    'content/posts/hello.mdx\u0000.jpg',
    'content/posts/run.js',
    'src/assets/logo.svg',
    'content/linked/secret.yaml',
  ])('refuses to write %j', async (path) => {
    const res = await call(api('file', path), { method: 'PUT', body: 'owned' });
    expect(res.status, res.text).toBe(403);
    expect(readFileSync(join(root, 'package.json'), 'utf8')).toBe('{}\n');
    expect(readFileSync(join(outside, 'secret.yaml'), 'utf8')).toBe('secret: 1\n');
  });

  it.each(['../package.json', 'package.json', 'src/pages/index.astro', 'content/.env', 'content/linked/secret.yaml'])(
    'refuses to read %j',
    async (path) => {
      expect((await call(api('file', path))).status).toBe(403);
    },
  );

  it('refuses to move a file out of its folders', async () => {
    const res = await call(api('move', 'content/posts/hello.mdx', `&to=${encodeURIComponent('src/pages/hello.mdx')}`), {
      method: 'POST',
    });
    expect(res.status).toBe(403);
    expect(existsSync(join(root, 'content/posts/hello.mdx'))).toBe(true);
  });
});
