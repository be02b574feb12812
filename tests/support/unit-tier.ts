/**
 * The unit tier (vitest.config.ts) runs in seconds because its tests neither open a port nor start a process:
 * a test that needs a server, a database, a build or a child process fails here, naming this rule, and
 * belongs in the integration tier, tests/integration/ (docs/testing.md, "Tiers"). `git`, which a few tests
 * ask which files are tracked, is let through.
 */
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';

const refuse = (what: string): never => {
  throw new Error(
    `${what}: the unit tier starts no server and no process. Move this test to tests/integration/ (docs/testing.md, "Tiers").`,
  );
};

// http, https and every wire server (the local database's) listen through net.Server.
net.Server.prototype.listen = function listen() {
  return refuse('a server was started');
};

const spawning = ['spawn', 'spawnSync', 'execFile', 'execFileSync', 'exec', 'execSync', 'fork'] as const;
for (const name of spawning) {
  const original = childProcess[name] as (...args: unknown[]) => unknown;
  const guarded = (command: unknown, ...rest: unknown[]) =>
    /^git(\s|$)/.test(String(command)) ? original(command, ...rest) : refuse(`${name}(${String(command)})`);
  (childProcess as unknown as Record<string, unknown>)[name] = guarded;
}
// `import { spawn } from 'node:child_process'` reads the patched functions from here on.
syncBuiltinESMExports();
