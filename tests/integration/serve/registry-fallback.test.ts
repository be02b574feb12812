/**
 * The warm functions' second check, inside ready(): the handler's registry and each function, known only
 * once the emulation has scanned them. An update whose functions lack a member the warm path calls (here a
 * registered function with no getBuildData, invoke or runtime) must make the server warn once, remove its
 * patch and serve on the stock emulation, not fail its requests. Against a real NetlifyDev.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionsHandler } from '@netlify/functions-dev';
import { warmFunctions } from '../../../scripts/local-server/warm-functions.mjs';
import { fellBack } from '../../../scripts/local-server/touch-points.mjs';
import { functionsProject, type FunctionsProject } from '../../support/functions-project';

const COUNTER = `let calls = 0;
const loadedAt = Date.now() + Math.random();
export default async () => Response.json({ calls: ++calls, loadedAt });
export const config = { path: '/api/counter' };
`;

type Registry = { functions: Map<string, unknown> };
// `invoke` and `match` are private in the types: the touch points this checks.
const proto = FunctionsHandler.prototype as unknown as {
  invoke: unknown;
  match: (this: { scan: Promise<unknown>; registry: Registry }, ...args: unknown[]) => Promise<unknown>;
};
const stockInvoke = proto.invoke;
const stockMatch = proto.match;
const warnings: string[] = [];
let project: FunctionsProject;
let functions: { mode: string; ready(n: FunctionsProject['netlify']): Promise<unknown[]>; stop(): Promise<void> };
let modeBefore: string;
let report: unknown[];

beforeAll(async () => {
  delete process.env.NETLIFY_LOCAL_STOCK;
  functions = warmFunctions({ warn: (m: string) => warnings.push(m) });
  modeBefore = functions.mode;
  // The registry as a changed version might hold it: once scanned, a function without the members the warm
  // path calls. It answers no path, so routing is unchanged.
  const warmMatch = proto.match;
  proto.match = async function (...args) {
    await this.scan;
    this.registry.functions.set('changed', { name: 'changed', matchURLPath: async () => undefined });
    return warmMatch.apply(this, args);
  };
  project = await functionsProject('registry-fallback-', { 'counter.mjs': COUNTER });
  report = await functions.ready(project.netlify);
}, 120_000);

afterAll(async () => {
  proto.match = stockMatch;
  await functions?.stop();
  await project?.remove();
});

describe('the warm functions touch point, its second check failing', () => {
  it('passed the first check, then warns once naming what changed, and falls back to the stock emulation', () => {
    expect(modeBefore).toBe('warm');
    expect(functions.mode).toBe('stock');
    expect(report).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^\[local-server\] warm functions: .*changed\.getBuildData\(\).*stock emulation/);
    expect(fellBack()).toEqual(warnings);
  });

  it('removes its patch', () => {
    expect(proto.invoke).toBe(stockInvoke);
    expect(proto.match).toBe(stockMatch);
  });

  it('serves the function through the stock emulation, built afresh for each request', async () => {
    const first = await project.call('/api/counter');
    expect(first!.status).toBe(200);
    const a = await first!.json();
    const b = await (await project.call('/api/counter'))!.json();
    // A new instance each time: the warm path would have counted 2 in one instance.
    expect([a.calls, b.calls]).toEqual([1, 1]);
    expect(b.loadedAt).not.toBe(a.loadedAt);
  }, 60_000);
});
