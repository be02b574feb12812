/**
 * scripts/local-server/warm-functions.mjs patches private parts of @netlify/functions-dev. These tests run it
 * against a real NetlifyDev and a throwaway project, so an update that changes those parts fails
 * here, loudly, instead of quietly bringing back the per-request build.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NetlifyDev } from '@netlify/dev';
import { functionsProject, type FunctionsProject } from '../../support/functions-project';
import { warmFunctions } from '../../../scripts/local-server/warm-functions.mjs';

const COUNTER = `let calls = 0;
const loadedAt = Date.now() + Math.random();
export default async (req, context) => {
  const bytes = new Uint8Array(await req.arrayBuffer());
  return Response.json({ calls: ++calls, loadedAt, ip: context.ip, site: context.site?.id ?? null, bytes: [...bytes] });
};
export const config = { path: '/api/counter' };
`;
const BROKEN = `export default async () => { throw new TypeError('broken for alice@example.com'); };
export const config = { path: '/api/broken' };
`;

let project: FunctionsProject;
let functions: {
  ready(n: NetlifyDev): Promise<{ name: string; ms?: number; error?: string }[]>;
  stop(): Promise<void>;
};
let report: { name: string; ms?: number; error?: string }[];
const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

beforeAll(async () => {
  functions = warmFunctions();
  project = await functionsProject('warm-functions-', { 'counter.mjs': COUNTER, 'broken.mjs': BROKEN });
  report = await functions.ready(project.netlify);
}, 120_000);

afterAll(async () => {
  await functions?.stop();
  await project?.remove();
  errors.mockRestore();
});

const call = (path: string, init?: RequestInit) =>
  project.call(path, { ...init, headers: { 'x-forwarded-for': '203.0.113.9', ...init?.headers } });

describe('functions bundled once and run warm', () => {
  it('bundles and loads every function before the server is ready', () => {
    expect(report.map((f) => f.name).sort()).toEqual(['broken', 'counter']);
    expect(report.every((f) => f.error === undefined && typeof f.ms === 'number')).toBe(true);
  });

  it('routes by config.path and keeps one instance between requests (no rebuild, no new worker)', async () => {
    const first = await (await call('/api/counter'))!.json();
    const second = await (await call('/api/counter'))!.json();
    expect(second.calls).toBe(first.calls + 1);
    expect(second.loadedAt).toBe(first.loadedAt);
    // Netlify's bootstrap still builds the Context: the client address comes from x-forwarded-for.
    expect(second.ip).toBe('203.0.113.9');
    const temporaryBuilds = (await readdir(join(project.dir, '.netlify/functions-serve'))).filter((d) =>
      d.startsWith('_'),
    );
    expect(
      await Promise.all(temporaryBuilds.map((d) => readdir(join(project.dir, '.netlify/functions-serve', d)))),
    ).toEqual(temporaryBuilds.map(() => []));
  });

  it('runs concurrent requests in the one instance', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => call('/api/counter').then((r) => r!.json())));
    expect(new Set(answers.map((a) => a.loadedAt)).size).toBe(1);
    expect(new Set(answers.map((a) => a.calls)).size).toBe(8);
  });

  it('passes binary bodies through byte for byte', async () => {
    const bytes = [0, 255, 128, 10, 13, 0xc3, 0x28];
    const res = await call('/api/counter', {
      method: 'POST',
      body: new Uint8Array(bytes),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect((await res!.json()).bytes).toEqual(bytes);
  });

  it('answers 413 past the 6 MB payload limit, as Netlify does', async () => {
    const res = await call('/api/counter', {
      method: 'POST',
      body: 'x'.repeat(6 * 1024 * 1024 + 1),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res!.status).toBe(413);
  });

  it('answers a crash with a plain 500 and logs its cause without the address in it', async () => {
    errors.mockClear();
    const res = await call('/api/broken', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res!.status).toBe(500);
    expect(await res!.text()).toBe('Internal Server Error');
    const logged = errors.mock.calls.flat().join('\n');
    expect(logged).toContain('broken failed on POST /api/broken');
    expect(logged).toContain('TypeError: broken for [address]');
    expect(logged).not.toContain('alice@example.com');
  });
});
