/**
 * When a private part of @netlify/* that the local server relies on has changed, the server warns once
 * and runs on the stock emulation instead of stopping. NETLIFY_LOCAL_STOCK=1 makes every shape check
 * fail; these tests run that path against a real NetlifyDev and a throwaway project.
 */
import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NetlifyDev } from '@netlify/dev';
import { FunctionsHandler } from '@netlify/functions-dev';
import { warmFunctions } from '../../../scripts/local-server/warm-functions.mjs';
import { sendWithoutDelay } from '../../../scripts/local-server/local-database.mjs';
import { functionsProject, type FunctionsProject } from '../../support/functions-project';

const COUNTER = `let calls = 0;
const loadedAt = Date.now() + Math.random();
export default async (req) => Response.json({ calls: ++calls, loadedAt, method: req.method, body: await req.text() });
export const config = { path: '/api/counter' };
`;

// `invoke` is private in the types: the very touch point this checks is left alone.
const handlerPrototype = FunctionsHandler.prototype as unknown as { invoke: unknown };
const originalInvoke = handlerPrototype.invoke;
const warnings: string[] = [];
const warn = (message: string) => warnings.push(message);
let project: FunctionsProject;
let functions: { mode: string; ready(n: NetlifyDev): Promise<unknown[]>; stop(): Promise<void> };
let again: { mode: string };
let report: unknown[];

beforeAll(async () => {
  process.env.NETLIFY_LOCAL_STOCK = '1';
  functions = warmFunctions({ warn });
  again = warmFunctions({ warn });
  project = await functionsProject('stock-fallback-', { 'counter.mjs': COUNTER });
  report = await functions.ready(project.netlify);
}, 120_000);

afterAll(async () => {
  delete process.env.NETLIFY_LOCAL_STOCK;
  await functions?.stop();
  await project?.remove();
});

const call = (path: string, init?: RequestInit) => project.call(path, init);

describe('the warm functions touch point, its check forced to fail', () => {
  it('warns once, naming the reason and the fallback, and patches nothing', () => {
    expect(functions.mode).toBe('stock');
    expect(again.mode).toBe('stock');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^\[local-server\] warm functions: .*NETLIFY_LOCAL_STOCK=1.*stock emulation/);
    expect(handlerPrototype.invoke).toBe(originalInvoke);
    expect(report).toEqual([]);
  });

  it('serves the function through the stock emulation, built afresh for each request', async () => {
    const first = await call('/api/counter', { method: 'POST', body: 'hello' });
    expect(first!.status).toBe(200);
    const a = await first!.json();
    const b = await (await call('/api/counter'))!.json();
    expect(a).toMatchObject({ calls: 1, method: 'POST', body: 'hello' });
    // A new instance each time: the warm path would have counted 2 in one instance.
    expect(b.calls).toBe(1);
    expect(b.loadedAt).not.toBe(a.loadedAt);
  }, 60_000);
});

describe('the database TCP_NODELAY touch point', () => {
  it('without NetlifyDB’s private server, warns once and goes on', () => {
    delete process.env.NETLIFY_LOCAL_STOCK;
    const dbWarnings: string[] = [];
    const dbWarn = (message: string) => dbWarnings.push(message);
    expect(sendWithoutDelay({}, dbWarn)).toBe(false);
    expect(sendWithoutDelay({ server: null }, dbWarn)).toBe(false);
    expect(dbWarnings).toHaveLength(1);
    expect(dbWarnings[0]).toMatch(/^\[local-server\] database TCP_NODELAY: .*NetlifyDB\.server/);
  });

  it('with it, sets TCP_NODELAY on every connection', () => {
    const server = new EventEmitter();
    expect(sendWithoutDelay({ server }, vi.fn())).toBe(true);
    const socket = { setNoDelay: vi.fn() };
    server.emit('connection', socket);
    expect(socket.setNoDelay).toHaveBeenCalledWith(true);
  });
});
