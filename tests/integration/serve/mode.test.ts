/**
 * The mode the local server records for the browser tests (scripts/local-server/mode.mjs): their time
 * limits stretch on the stock emulation whether it was asked for or fallen back to, and not otherwise.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMode, STOCK_SLOWER, timeScale, writeMode } from '../../../scripts/local-server/mode.mjs';

const root = mkdtempSync(join(tmpdir(), 'server-mode-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the server mode record', () => {
  it('is read back while the server that wrote it runs, and gone once it is removed', () => {
    const remove = writeMode(root, 4321, { functions: 'stock', fallbacks: ['[local-server] warm functions: …'] });
    expect(readMode(root, 4321)).toEqual({
      pid: process.pid,
      port: 4321,
      functions: 'stock',
      fallbacks: ['[local-server] warm functions: …'],
    });
    expect(readMode(root, 4322)).toBeUndefined();
    remove();
    expect(readMode(root, 4321)).toBeUndefined();
  });

  it('is ignored when the server that wrote it has stopped', () => {
    writeMode(root, 4323, { functions: 'stock', fallbacks: [] });
    const file = join(root, '.netlify/local-server/4323.json');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), pid: Number(gone) }));
    expect(readMode(root, 4323)).toBeUndefined();
  });
});

describe('the browser tests’ time scale', () => {
  it('stretches on the stock emulation, asked for or fallen back to', () => {
    expect(timeScale({}, undefined)).toBe(1);
    expect(timeScale({}, { pid: 1, port: 1, functions: 'warm', fallbacks: [] })).toBe(1);
    expect(timeScale({}, { pid: 1, port: 1, functions: 'stock', fallbacks: ['x'] })).toBe(STOCK_SLOWER);
    expect(timeScale({ NETLIFY_LOCAL_STOCK: '1' }, undefined)).toBe(STOCK_SLOWER);
  });
});
