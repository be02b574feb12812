// The mode a running local server is in, for whoever started it (the browser tests' time limits): serve.mjs
// writes it to .netlify/local-server/<port>.json before it listens, and removes it when it stops.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORCE_STOCK } from './touch-points.mjs';

/** How much longer the browser tests wait on the stock emulation, where every request builds its function. */
export const STOCK_SLOWER = 20;

/** @param {string} root @param {number} port */
const file = (root, port) => join(root, '.netlify/local-server', `${port}.json`);

/**
 * @typedef {{ pid: number, port: number, functions: 'warm' | 'stock', fallbacks: string[] }} ServerMode
 * `fallbacks`: the warning of each touch point that fell back (touch-points.mjs).
 */

/**
 * Records the server's mode; returns a function that removes the record.
 * @param {string} root @param {number} port @param {Pick<ServerMode, 'functions' | 'fallbacks'>} mode
 */
export function writeMode(root, port, { functions, fallbacks }) {
  mkdirSync(join(root, '.netlify/local-server'), { recursive: true });
  writeFileSync(file(root, port), JSON.stringify({ pid: process.pid, port, functions, fallbacks }));
  return () => rmSync(file(root, port), { force: true });
}

/**
 * The mode of the server listening on `port`, if one started from this checkout is running.
 * @param {string} root @param {number} port @returns {ServerMode | undefined}
 */
export function readMode(root, port) {
  /** @type {ServerMode} */
  let mode;
  try {
    mode = JSON.parse(readFileSync(file(root, port), 'utf8'));
  } catch {
    return undefined;
  }
  try {
    process.kill(mode.pid, 0);
  } catch (error) {
    // A record left by a server that has stopped (EPERM: running, as another user).
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EPERM') return undefined;
  }
  return mode;
}

/**
 * The factor for the browser tests' time limits: STOCK_SLOWER on the stock emulation, asked for or fallen back to.
 * @param {Record<string, string | undefined>} [env]
 * @param {ServerMode} [mode]
 */
export function timeScale(env = process.env, mode = undefined) {
  return env[FORCE_STOCK] === '1' || mode?.functions === 'stock' ? STOCK_SLOWER : 1;
}
