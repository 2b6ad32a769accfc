#!/usr/bin/env node
// `npm start`: builds when no build exists, then serves the standalone production server, the
// same `server.js` the Docker image runs, and starts it again if it dies (scripts/supervise.mjs).
// The server process itself checks the environment, migrates and (in demo mode) seeds before
// serving (instrumentation.ts).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverRuntimeEnv } from './server-env.mjs';
import { supervise } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const standalone = path.join(root, '.next', 'standalone');

const preload = path.join(standalone, 'server-preload.cjs');
if (!existsSync(path.join(root, '.next', 'BUILD_ID')) || !existsSync(path.join(standalone, 'server.js'))) {
  console.log('No hay build de producción: ejecutando `npm run build`…');
  // The build's steps live in one place, package.json's `build` (npm gives its path when it runs us).
  const npm = process.env.npm_execpath;
  const build = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build'], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A build made before the server layer was bundled into it: bundle it now.
if (!existsSync(preload)) {
  const bundle = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-server.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (bundle.status !== 0) process.exit(bundle.status ?? 1);
}

// The standalone folder does not include static assets and public/ (Next leaves that to us).
cpSync(path.join(root, '.next', 'static'), path.join(standalone, '.next', 'static'), { recursive: true });
cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });

const env = {
  ...serverRuntimeEnv(),
  PORT: process.env.PORT ?? '3000',
  // server.js runs from the standalone folder: keep the runtime data beside the project.
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
};
// A login shell's HOSTNAME is the machine's name, not an address to listen on: the server layer
// picks the address from the mode and HOSTNAME_BIND (server/bind-address.ts).
delete env.HOSTNAME;
const { done } = supervise({
  start: () =>
    spawn(process.execPath, ['-r', preload, path.join(standalone, 'server.js')], {
      cwd: standalone,
      env,
      // Piped through the supervisor, which keeps the last fatal line to say why a process died.
      stdio: ['inherit', 'pipe', 'pipe'],
    }),
  signals: ['SIGINT', 'SIGTERM'],
});
process.exit(await done);
