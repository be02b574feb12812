/** A throwaway Netlify project with the given functions, served by a real NetlifyDev (the local server's tests). */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NetlifyDev } from '@netlify/dev';

export interface FunctionsProject {
  dir: string;
  netlify: NetlifyDev;
  /** A request through the emulation's chain, as the local server sends one. */
  call(path: string, init?: RequestInit): Promise<Response | undefined>;
  remove(): Promise<void>;
}

/** Writes `functions/<name>` for each entry, then starts NetlifyDev on the folder (no database, no edge). */
export async function functionsProject(prefix: string, functions: Record<string, string>): Promise<FunctionsProject> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await mkdir(join(dir, 'functions'));
  await writeFile(join(dir, 'netlify.toml'), '[functions]\n  directory = "functions"\n');
  await writeFile(join(dir, 'package.json'), '{"type":"module"}');
  for (const [name, source] of Object.entries(functions)) await writeFile(join(dir, 'functions', name), source);
  const netlify = new NetlifyDev({
    projectRoot: dir,
    skipGitignore: true,
    aiGateway: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
  });
  await netlify.start();
  return {
    dir,
    netlify,
    call: (path, init) => netlify.handle(new Request(`http://localhost${path}`, init)),
    async remove() {
      await netlify.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
