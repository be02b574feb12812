/**
 * Local editing with no login: Sveltia CMS's "Work with Local Repository" asks the browser for a
 * folder (the File System Access API, Chromium only, and a native picker no test can drive). On a
 * machine running `npm start`, the editor instead gets a folder that reads and writes through the
 * local file service (scripts/editor/local-files.mjs): the working tree, in any browser, where the
 * service allows writing only under content/ and src/assets/.
 *
 * Only what Sveltia's local backend uses is here. Its way of saving (write `.sveltia-tmp-<id>`, then
 * move it over the file) becomes one write: the temporary file lives in memory, and moving it puts
 * it, so the service never sees a dotfile and each file is replaced whole (it writes atomically).
 */
/* eslint-disable @typescript-eslint/require-await -- the handles stand in for the File System Access API, whose methods
   return promises whether or not they wait for anything. */
const API = '/__editor/api';
const HEADERS = { 'x-site-editor': '1' };

const notFound = (name: string) => new DOMException(`${name} was not found`, 'NotFoundError');
const join = (dir: string, name: string) => (dir ? `${dir}/${name}` : name);

async function call(op: string, path: string, init: RequestInit & { to?: string } = {}): Promise<Response> {
  const query = new URLSearchParams({ path, ...(init.to ? { to: init.to } : {}) });
  const res = await fetch(`${API}/${op}?${query}`, { ...init, headers: HEADERS });
  if (res.status === 404) throw notFound(path);
  if (!res.ok)
    throw new DOMException(
      `${op} ${path}: ${res.status} ${(await res.text()).trim()}`,
      res.status === 403 ? 'NotAllowedError' : 'InvalidModificationError',
    );
  return res;
}

abstract class Handle {
  constructor(
    readonly kind: 'file' | 'directory',
    public path: string,
    public name: string,
  ) {}
  async queryPermission() {
    return 'granted' as const;
  }
  async requestPermission() {
    return 'granted' as const;
  }
  async isSameEntry(other: Handle) {
    return other?.kind === this.kind && other.path === this.path;
  }
}

/** Writes collected until the writer closes. */
function writer(done: (data: Blob) => Promise<void>) {
  const parts: BlobPart[] = [];
  return {
    async write(chunk: BlobPart | { type: string; data?: BlobPart }) {
      parts.push(
        chunk && typeof chunk === 'object' && 'type' in chunk && !(chunk instanceof Blob) ? (chunk.data ?? '') : chunk,
      );
    },
    async truncate() {},
    async abort() {},
    async close() {
      await done(new Blob(parts));
    },
  };
}

class FileHandle extends Handle {
  constructor(path: string, name: string) {
    super('file', path, name);
  }
  async getFile(): Promise<File> {
    const res = await call('file', this.path);
    return new File([await res.arrayBuffer()], this.name, {
      lastModified: Number(res.headers.get('x-last-modified')) || Date.now(),
    });
  }
  async createWritable() {
    return writer(async (data) => void (await call('file', this.path, { method: 'PUT', body: data })));
  }
  async move(dir: DirHandle | string, name?: string) {
    const [parent, newName] =
      typeof dir === 'string' ? [this.path.split('/').slice(0, -1).join('/'), dir] : [dir.path, name ?? this.name];
    const to = join(parent, newName);
    await call('move', this.path, { method: 'POST', to });
    this.path = to;
    this.name = newName;
  }
}

/** Sveltia's temporary file: kept here, and written where it is moved to. */
class TemporaryFile extends Handle {
  private data: Blob = new Blob([]);
  constructor(path: string, name: string) {
    super('file', path, name);
  }
  async getFile() {
    return new File([this.data], this.name);
  }
  async createWritable() {
    return writer(async (data) => void (this.data = data));
  }
  async move(dir: DirHandle, name: string) {
    this.path = join(dir.path, name);
    this.name = name;
    await call('file', this.path, { method: 'PUT', body: this.data });
  }
}

class DirHandle extends Handle {
  constructor(path: string, name: string) {
    super('directory', path, name);
  }
  async *entries(): AsyncGenerator<[string, FileHandle | DirHandle]> {
    const list = (await (await call('entries', this.path)).json()) as { name: string; kind: string }[];
    for (const { name, kind } of list)
      yield [
        name,
        kind === 'directory' ? new DirHandle(join(this.path, name), name) : new FileHandle(join(this.path, name), name),
      ];
  }
  async *values() {
    for await (const [, handle] of this.entries()) yield handle;
  }
  async *keys() {
    for await (const [name] of this.entries()) yield name;
  }
  [Symbol.asyncIterator]() {
    return this.entries();
  }
  private async kindOf(name: string): Promise<string | undefined> {
    try {
      return ((await (await call('stat', join(this.path, name))).json()) as { kind: string }).kind;
    } catch (e) {
      if ((e as DOMException).name === 'NotFoundError') return undefined;
      throw e;
    }
  }
  async getDirectoryHandle(name: string, { create = false } = {}) {
    // The picked folder is the project: its repository is not the service's to show.
    if (!this.path && name === '.git') return new DirHandle('.git', name);
    const kind = await this.kindOf(name);
    if (kind === 'file') throw new DOMException(`${name} is a file`, 'TypeMismatchError');
    if (!kind && !create) throw notFound(name);
    // A new folder comes into being with its first file.
    return new DirHandle(join(this.path, name), name);
  }
  async getFileHandle(name: string, { create = false } = {}) {
    if (name.startsWith('.sveltia-tmp-')) return new TemporaryFile(join(this.path, name), name);
    const kind = await this.kindOf(name);
    if (kind === 'directory') throw new DOMException(`${name} is a folder`, 'TypeMismatchError');
    if (!kind && !create) throw notFound(name);
    return new FileHandle(join(this.path, name), name);
  }
  async removeEntry(name: string) {
    if (name.startsWith('.sveltia-tmp-')) return;
    await call('file', join(this.path, name), { method: 'DELETE' });
  }
  async resolve(handle: Handle) {
    return handle.path === this.path
      ? []
      : handle.path.startsWith(`${this.path}/`) || !this.path
        ? handle.path.slice(this.path ? this.path.length + 1 : 0).split('/')
        : null;
  }
}

/**
 * Offers the working tree as the local repository when the local file service answers, and says
 * whether it did. On any other host (the live site) it does nothing.
 */
export async function offerWorkingTree(): Promise<boolean> {
  if (!/^(localhost|127\.0\.0\.1|\[::1\])$/.test(location.hostname)) return false;
  const res = await fetch(`${API}/session`, { headers: HEADERS }).catch(() => undefined);
  if (!res?.ok) return false;
  const { name } = (await res.json()) as { name: string };
  Object.defineProperty(window, 'showDirectoryPicker', {
    configurable: true,
    value: async () => new DirHandle('', name),
  });
  return true;
}
