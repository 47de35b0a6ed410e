// `npm run dev`: the API with reload, library watchers, and a hot-reloading Rspack dev
// server for the shell and every remote. Open http://localhost:3000.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const libraries = ['@reentry/contracts', '@reentry/platform', '@reentry/ui', '@reentry/content'];
const apps = ['@reentry/shell', '@reentry/mfe-learning', '@reentry/mfe-forms', '@reentry/mfe-donate', '@reentry/mfe-admin', '@reentry/mfe-instructor'];
const apiPort = process.env.API_PORT ?? '3001';

const first = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', ...libraries], { cwd: root, stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

const processes = [
  ['api', 'npm', ['run', 'dev', '-w', '@reentry/api'], { PORT: apiPort, SERVE_WEB: 'false', PUBLIC_URL: 'http://localhost:3000' }],
  ...libraries.map((lib) => [lib.replace('@reentry/', ''), 'npx', ['tsc', '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], {}, lib]),
  ...apps.map((app) => [app.replace('@reentry/', ''), 'npm', ['run', 'dev', '-w', app], { API_DEV_URL: `http://localhost:${apiPort}` }]),
];

const children = processes.map(([name, command, args, env, lib]) => {
  const cwd = lib ? path.join(root, 'libs', lib.replace('@reentry/', '')) : root;
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream) => (chunk) =>
    String(chunk).split('\n').filter(Boolean).forEach((line) => stream.write(`[${name}] ${line}\n`));
  child.stdout.on('data', prefix(process.stdout));
  child.stderr.on('data', prefix(process.stderr));
  child.on('exit', (code) => code && console.error(`[${name}] exited with ${code}`));
  return child;
});

const stop = () => {
  children.forEach((child) => child.kill('SIGTERM'));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Dev servers starting: open http://localhost:3000 (API on port ' + apiPort + ')');
