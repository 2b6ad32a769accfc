// The floor the public pages' main-thread time is measured against (docs/PERFORMANCE.md,
// "Main-thread time against a floor"): a bare Next.js App Router app with one page and one client
// component, built with this project's own next/react (its node_modules, nothing downloaded) and
// served beside ours, so Lighthouse audits both in the same run on the same host and each page's
// Total Blocking Time can be given as a ratio to it. Whatever that page costs, every App Router
// site pays (the React and Next.js runtime, hydration of a root); what ours costs beyond it is ours.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FILES = {
  'package.json': JSON.stringify({ name: 'mille-tbt-floor', private: true }, null, 2),
  'next.config.mjs': "export default { poweredByHeader: false, turbopack: { root: '/' } };\n",
  'app/layout.jsx': `export const metadata = { title: 'Floor' };
export default function RootLayout({ children }) {
  return (
    <html lang="es">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `import { Counter } from './counter';
export default function Page() {
  return (
    <main>
      <h1>Una página mínima de Next.js</h1>
      <p>Un componente de cliente, nada más: el suelo de cualquier sitio hecho con App Router.</p>
      <Counter />
    </main>
  );
}
`,
  'app/counter.jsx': `'use client';
import { useState } from 'react';
export function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      Pulsado {n} veces
    </button>
  );
}
`,
};

const versionOf = (root, pkg) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;

/**
 * Builds the floor app once per next/react version (kept under os.tmpdir()) and returns its folder.
 * The app's node_modules is a link to the project's, so the build needs no network.
 */
export function buildFloor(root, log) {
  const versions = `next${versionOf(root, 'next')}-react${versionOf(root, 'react')}`;
  const dir = path.join(os.tmpdir(), `mille-tbt-floor-${versions}`);
  // Kept only while its node_modules link is this checkout's: a floor built from another checkout
  // (a worktree since removed) loads next from there, or from nowhere.
  const linked = () => {
    try {
      return readlinkSync(path.join(dir, 'node_modules')) === path.join(root, 'node_modules');
    } catch {
      return false;
    }
  };
  if (existsSync(path.join(dir, '.next', 'BUILD_ID')) && linked()) return dir;
  log(`building the floor (bare Next.js app) in ${dir}`);
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return dir;
}

/** Serves the floor with `next start` on the port given; returns the child process. */
export function serveFloor(root, dir, port, pin) {
  const [cmd, args] = pin(0, process.execPath, [
    path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'),
    'start',
    '-p',
    String(port),
    '-H',
    '127.0.0.1',
  ]);
  return spawn(cmd, args, {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
