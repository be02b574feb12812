// The local server (serve.mjs) started in a child process on a spare port, for the bench and load scripts.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A free local port. @returns {Promise<number>} */
export const sparePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });

/**
 * Starts serve.mjs with `env` added to this process's environment, on `port` or a spare one, and resolves once it listens.
 * `log: 'keep'` collects its error output in `log` (shown only if it fails to start) instead of passing it through.
 * @param {{ env?: Record<string, string>, log?: 'inherit' | 'keep', port?: number }} [options]
 * @returns {Promise<{ url: string, port: number, log: string[], stop(): void }>}
 */
export async function startLocalServer({ env = {}, log = 'inherit', port: wanted } = {}) {
  const port = wanted ?? (await sparePort());
  const child = spawn(process.execPath, ['scripts/local-server/serve.mjs'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', log === 'keep' ? 'pipe' : 'inherit'],
  });
  /** @type {string[]} */
  const lines = [];
  child.stderr?.on('data', (d) => lines.push(String(d)));
  const stop = () => child.kill('SIGTERM');
  // A run that fails half-way must not leave its server holding the port.
  process.on('exit', stop);
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      child.stdout?.on('data', (d) => String(d).includes('Site ready on') && resolve());
      child.on('exit', (code) =>
        reject(
          new Error(
            `the local server exited (${code}) before it was ready${lines.length ? `: ${lines.join('')}` : ''}`,
          ),
        ),
      );
    })
  );
  return { url: `http://127.0.0.1:${port}`, port, log: lines, stop };
}
