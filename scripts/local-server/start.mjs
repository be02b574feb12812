// `npm start`: build the production site, then serve it with Netlify's local emulation.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('astro', ['build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (existsSync('.env')) process.loadEnvFile('.env');
await import('./serve.mjs');
