/**
 * Functions bundled once and kept warm under Netlify's local emulation (@netlify/dev).
 *
 * NetlifyDev routes a request to a function by its config.path, then its FunctionsHandler builds the
 * function afresh into a temporary folder and runs that build in a new worker thread: about a second
 * a request, and two overlapping requests can run a build the other has already deleted (the 500s
 * "Cannot find module …/functions-serve/_xxxx/…"). Netlify itself bundles once per deploy and keeps
 * an instance warm. The emulation already bundles every function once at start (with
 * @netlify/zip-it-and-ship-it, as a deploy does) and again when one of its source files changes;
 * this module changes only what happens per request:
 *   - no per-request build: the function runs the emulation's start-up (or last watched) build;
 *   - no per-request worker: each function runs in one long-lived worker thread that imports the
 *     bundle once, the way a warm Netlify instance does, and is replaced when the build changes.
 * Routing, redirects, headers, the local database, the Lambda event and Netlify's own bootstrap (which turns the
 * event into the Request and Context a function receives) stay the emulation's.
 *
 * It touches private parts of @netlify/functions-dev, all of them in this file:
 *   FunctionsHandler.prototype.invoke(request, route, func, buildDirectory) and .match(),
 *   handler.scan / handler.registry.functions, and on each function: invoke({ …, buildDirectory }),
 *   runtime.invokeFunction({ func, request, route, timeout, context }), getBuildData() → { buildPath,
 *   runtimeAPIVersion }, name, buildError, timeoutSynchronous.
 * Their shape is checked before anything is patched (the prototype) and again once the functions are
 * registered (the handler and each function). When a check fails, the server warns once and runs on the
 * stock emulation, every request building its function (touch-points.mjs). The unit tests run both paths
 * against a real NetlifyDev.
 */
import { Worker } from 'node:worker_threads';
import { FunctionsHandler } from '@netlify/functions-dev';
import { shouldBase64Encode } from '@netlify/dev-utils';
import { fallsBack } from './touch-points.mjs';

/**
 * The private shapes named above, as this module uses them (@netlify/functions-dev declares them private or
 * not at all; they are checked at run time before use: prototypeProblems, registryProblems).
 * @typedef {{ buildPath: string, runtimeAPIVersion?: number }} BuildData
 * @typedef {{ context?: unknown, request: Request, route?: string, timeout: number, func?: NetlifyFunction }} RuntimeCall
 * @typedef {{ invokeFunction(call: RuntimeCall): Promise<Response> }} Runtime
 * @typedef {object} NetlifyFunction
 * @property {string} name
 * @property {unknown} [buildError]
 * @property {boolean} [isBackground]
 * @property {string} [schedule]
 * @property {() => Promise<BuildData>} getBuildData
 * @property {(options: Record<string, unknown>) => Promise<Response>} invoke
 * @property {Runtime} runtime
 * @typedef {{ scan?: Promise<void>, registry?: { functions?: Map<string, NetlifyFunction> } }} Handler
 * @typedef {object} HandlerPrototype
 * @property {(this: Handler, request: Request, route: string | undefined, func: NetlifyFunction, buildDirectory?: string) => Promise<Response>} invoke
 * @property {(this: Handler, ...args: unknown[]) => unknown} match
 * @typedef {{ errorType?: string, errorMessage?: string, stackTrace?: string[], name?: string, message?: string, stack?: string }} Failure
 *   an error, or what a worker sends back of one
 * @typedef {{ statusCode?: number, headers?: Record<string, string | number | boolean | undefined>, multiValueHeaders?: Record<string, (string | number | boolean)[]>, body: Uint8Array<ArrayBuffer> }} WorkerResult
 *   a Lambda result as the worker sends it back (function-worker.mjs)
 */

/** Netlify's limit on a synchronous function's request payload. */
export const PAYLOAD_LIMIT = 6 * 1024 * 1024;
const workerURL = new URL('./function-worker.mjs', import.meta.url);
const nullBodyStatus = new Set([101, 204, 205, 304]);

const FALLBACK =
  'Running on the stock emulation: each request builds its function (about a second), answers unchanged.';

/** The prototype this module patches, as it is at run time: its `invoke` is private. */
const handlerPrototype = () =>
  /** @type {Partial<HandlerPrototype> | undefined} */ (/** @type {unknown} */ (FunctionsHandler?.prototype));

/** What no longer matches in the FunctionsHandler prototype this module patches; empty when all is there. */
function prototypeProblems() {
  const proto = handlerPrototype();
  /** @type {string[]} */
  const problems = [];
  if (typeof proto?.invoke !== 'function' || proto.invoke.length !== 4)
    problems.push('FunctionsHandler.prototype.invoke(request, route, func, buildDirectory)');
  if (typeof proto?.match !== 'function') problems.push('FunctionsHandler.prototype.match');
  if (!/buildDirectory \?\? this\.globalBuildDirectory/.test(String(proto?.invoke)))
    problems.push('invoke passing a build directory to func.invoke');
  return problems;
}

/**
 * What no longer matches in a registered handler and its functions (known only once they are scanned).
 * @param {Handler} handler
 */
function registryProblems(handler) {
  const functions = handler.registry?.functions;
  if (typeof functions?.values !== 'function') return ['handler.registry.functions'];
  /** @type {string[]} */
  const problems = [];
  for (const func of functions.values()) {
    if (typeof func?.name !== 'string') problems.push('a function without its name');
    if (typeof func?.getBuildData !== 'function') problems.push(`${func?.name}.getBuildData()`);
    if (typeof func?.invoke !== 'function') problems.push(`${func?.name}.invoke()`);
    if (typeof func?.runtime?.invokeFunction !== 'function') problems.push(`${func?.name}.runtime.invokeFunction()`);
  }
  return problems;
}

/**
 * @typedef {object} WarmFunctions
 * @property {'warm' | 'stock'} mode
 * @property {(netlify: { handle(request: Request): Promise<unknown> }) => Promise<{ name: string, ms?: number, error?: string }[]>} ready
 * @property {() => Promise<void>} stop
 */

/** The stock emulation, untouched: nothing to load ahead and nothing to stop. @returns {WarmFunctions} */
const stock = () => ({ mode: 'stock', ready: () => Promise.resolve([]), stop: async () => {} });

/**
 * The Lambda event the emulation builds from a Request, reading at most PAYLOAD_LIMIT bytes (null past it).
 * @param {Request} request @param {string} [route]
 */
export async function lambdaEvent(request, route) {
  const url = new URL(request.url);
  /** @type {Record<string, string>} */
  const queryStringParameters = {};
  /** @type {Record<string, string[]>} */
  const multiValueQueryStringParameters = {};
  url.searchParams.forEach((value, key) => {
    queryStringParameters[key] = queryStringParameters[key] ? `${queryStringParameters[key]},${value}` : value;
    (multiValueQueryStringParameters[key] ??= []).push(value);
  });
  /** @type {Record<string, string>} */
  const headers = {};
  /** @type {Record<string, string[]>} */
  const multiValueHeaders = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
    multiValueHeaders[key] = value.split(',').map((v) => v.trim());
  });
  const bytes = await readCapped(request, PAYLOAD_LIMIT);
  if (bytes === null) return null;
  // The emulation decodes every body as text and then flags some as base64, which garbles binary
  // bodies; here a body flagged base64 is the base64 of its bytes, as on Netlify.
  const isBase64Encoded = shouldBase64Encode(request.headers.get('content-type') ?? '');
  const body = bytes.length === 0 ? null : Buffer.from(bytes).toString(isBase64Encoded ? 'base64' : 'utf8');
  return {
    rawUrl: url.toString(),
    rawQuery: url.search,
    path: url.pathname,
    httpMethod: request.method,
    headers,
    multiValueHeaders,
    queryStringParameters,
    multiValueQueryStringParameters,
    body,
    isBase64Encoded,
    route,
  };
}

/**
 * The request's body, or null past `limit` bytes.
 * @param {Request} request @param {number} limit
 */
async function readCapped(request, limit) {
  if (!request.body) return new Uint8Array();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** A web Response from the worker's Lambda result (body already collected into bytes). @param {WorkerResult} result */
function toResponse(result) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(result.headers ?? {}))
    if (value !== undefined) headers.set(name.toLowerCase(), String(value));
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {}))
    for (const v of values) headers.append(name.toLowerCase(), String(v));
  const status = result.statusCode ?? 200;
  return new Response(nullBodyStatus.has(status) ? null : result.body, { status, headers });
}

/**
 * A failure's kind and message only: no request data, and addresses masked in case a message quotes one.
 * @param {unknown} error
 */
export function describeFailure(error) {
  // Whatever was thrown, read field by field: a missing one falls back.
  const e = /** @type {Failure | null | undefined} */ (error);
  const type = e?.errorType ?? e?.name ?? 'Error';
  const message = String(e?.errorMessage ?? e?.message ?? error).replace(
    /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g,
    '[address]',
  );
  const stack = (
    e?.stackTrace ??
    String(e?.stack ?? '')
      .split('\n')
      .slice(1)
  )
    .slice(0, 6)
    .map((l) => `    ${String(l).trim()}`);
  return [`${type}: ${message.slice(0, 500)}`, ...stack].join('\n');
}

/** One long-lived worker running one build of one function; invocations run concurrently in it. */
class WarmWorker {
  #worker;
  /** @type {Map<number, { resolve: (result: WorkerResult) => void, reject: (failure: Failure) => void }>} */
  #pending = new Map();
  #next = 0;
  dead = false;
  /** @type {BuildData | undefined} the build it runs */
  build;

  /** @param {string} name @param {string} buildPath @param {(line: string) => void} log */
  constructor(name, buildPath, log) {
    this.name = name;
    this.buildPath = buildPath;
    this.#worker = new Worker(workerURL, { workerData: { entryFilePath: buildPath } });
    /** @type {Promise<void>} */
    this.loaded = new Promise((resolve, reject) => {
      this.#worker.once('message', (m) => (m?.loaded ? resolve() : reject(new Error('worker did not load'))));
      this.#worker.once('error', reject);
    });
    this.loaded.catch(() => {});
    this.#worker.on('message', (m) => {
      const call = this.#pending.get(m?.id);
      if (!call) return;
      this.#pending.delete(m.id);
      if (m.error) call.reject(m.error);
      else call.resolve(m.result);
    });
    /** @param {Error} error */
    const fail = (error) => {
      if (this.dead) return;
      this.dead = true;
      log(`[functions] ${name}: worker stopped: ${describeFailure(error)}`);
      for (const call of this.#pending.values())
        call.reject({ errorType: 'WorkerStopped', errorMessage: String(error?.message ?? error), stackTrace: [] });
      this.#pending.clear();
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`exited with code ${code}`)));
  }

  get busy() {
    return this.#pending.size > 0;
  }

  /**
   * Runs one invocation in the worker (function-worker.mjs).
   * @param {{ event: object, clientContext: string, timeoutMs: number }} payload @returns {Promise<WorkerResult>}
   */
  invoke(payload) {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, ...payload });
    });
  }

  stop() {
    this.dead = true;
    return this.#worker.terminate();
  }
}

/**
 * The warm workers, one per function, each running that function's current build.
 * @param {(line: string) => void} log
 */
function workerPool(log) {
  /** @type {Map<string, WarmWorker>} name → the worker running that function's current build. */
  const workers = new Map();
  return {
    /** The worker for a function's current build, replacing one left from an earlier build. @param {NetlifyFunction} func */
    async workerFor(func) {
      const build = await func.getBuildData();
      let worker = workers.get(func.name);
      if (worker && !worker.dead && worker.build === build) return worker;
      if (worker && !worker.dead) {
        const old = worker;
        // A rebuilt function: new requests go to a new worker; the old one ends when idle.
        const retire = () => {
          if (old.busy) setTimeout(retire, 100);
          else void old.stop(); // terminating a worker does not fail
        };
        retire();
      }
      worker = new WarmWorker(func.name, build.buildPath, log);
      worker.build = build;
      workers.set(func.name, worker);
      return worker;
    },
    async stopAll() {
      await Promise.all([...workers.values()].map((w) => w.stop()));
      workers.clear();
    },
  };
}

/** @typedef {ReturnType<typeof workerPool>} WorkerPool */

/**
 * Stands in for the emulation's Node runtime step: same event and result, run in the warm worker.
 * @param {NetlifyFunction} func @param {WorkerPool} pool @param {(line: string) => void} log @returns {Runtime}
 */
const warmRuntime = (func, pool, log) => ({
  async invokeFunction({ context, request, route, timeout, ...rest }) {
    const build = await func.getBuildData();
    if (build?.runtimeAPIVersion !== 2)
      return func.runtime.invokeFunction({ context, request, route, timeout, func, ...rest });
    const event = await lambdaEvent(request, route);
    if (!event) return new Response('Payload too large', { status: 413, headers: { 'content-type': 'text/plain' } });
    const worker = await pool.workerFor(func);
    try {
      await worker.loaded;
      const result = await worker.invoke({
        event,
        clientContext: JSON.stringify(context ?? {}),
        timeoutMs: timeout * 1000,
      });
      return toResponse(result);
    } catch (error) {
      log(
        `[functions] ${func.name} failed on ${request.method} ${new URL(request.url).pathname}: ${describeFailure(error)}`,
      );
      return new Response('Internal Server Error', {
        status: 500,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
  },
});

/**
 * Patches the prototype: `match` records each handler it runs on, `invoke` runs the function's existing
 * build in its warm worker. Returns what puts the prototype back.
 * @param {HandlerPrototype} proto @param {Set<Handler>} handlers @param {WorkerPool} pool
 * @param {(line: string) => void} log
 */
function patchHandler(proto, handlers, pool, log) {
  const originalInvoke = proto.invoke;
  const originalMatch = proto.match;
  proto.match = function match(...args) {
    handlers.add(this);
    return originalMatch.apply(this, args);
  };
  proto.invoke = function invoke(request, route, func) {
    // The function as the emulation sees it, but invoked without a build directory (so it runs the
    // existing build) and through the warm runtime.
    /** @type {NetlifyFunction} */
    const warm = Object.create(func, {
      runtime: { value: warmRuntime(func, pool, log) },
      invoke: {
        value: (/** @type {Record<string, unknown>} */ options) =>
          func.invoke.call(warm, { ...options, buildDirectory: undefined }),
      },
    });
    return originalInvoke.call(this, request, route, warm, undefined);
  };
  return function uninstall() {
    proto.invoke = originalInvoke;
    proto.match = originalMatch;
  };
}

/**
 * Loads one function's worker (synchronous v2 functions only: background and scheduled ones run on the
 * stock path); its load time, or its build or load error.
 * @param {NetlifyFunction} func @param {WorkerPool} pool @returns {Promise<{ name: string, ms?: number, error?: string }>}
 */
async function loadFunction(func, pool) {
  const started = performance.now();
  const build = await func.getBuildData();
  if (func.buildError) return { name: func.name, error: describeFailure(func.buildError) };
  try {
    if (build?.runtimeAPIVersion === 2 && !func.isBackground && !func.schedule)
      await (
        await pool.workerFor(func)
      ).loaded;
    return { name: func.name, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { name: func.name, error: describeFailure(error) };
  }
}

/**
 * Installs the warm-function invocation on every NetlifyDev of this process. Call before
 * `netlify.start()`; after it, `ready(netlify)` waits for the start-up builds and loads each function.
 * `mode` is 'warm', or 'stock' once a touch point's check has failed (warned once, see touch-points.mjs).
 * @param {{ log?: (line: string) => void, warn?: (message: string) => void }} [options]
 * @returns {WarmFunctions}
 */
export function warmFunctions({ log = console.error, warn = console.warn } = {}) {
  if (fallsBack('warm functions', prototypeProblems(), FALLBACK, warn)) return stock();
  // Checked just above: the prototype has both.
  const proto = /** @type {HandlerPrototype} */ (handlerPrototype());
  const pool = workerPool(log);
  /** @type {Set<Handler>} */
  const handlers = new Set();
  const uninstall = patchHandler(proto, handlers, pool, log);

  return {
    mode: 'warm',
    /** Waits for the start-up builds and loads every function's worker; names and load times, or build errors. */
    async ready(netlify) {
      // Any request through the chain reaches FunctionsHandler.match, which records the handler.
      await netlify.handle(new Request('http://localhost/', { method: 'HEAD' }));
      for (const handler of handlers) await handler.scan;
      if (fallsBack('warm functions', [...handlers].flatMap(registryProblems), FALLBACK, warn)) {
        uninstall();
        this.mode = 'stock';
        return [];
      }
      /** @type {{ name: string, ms?: number, error?: string }[]} */
      const report = [];
      for (const handler of handlers)
        for (const func of handler.registry?.functions?.values() ?? []) report.push(await loadFunction(func, pool));
      return report;
    },
    async stop() {
      uninstall();
      await pool.stopAll();
    },
  };
}
