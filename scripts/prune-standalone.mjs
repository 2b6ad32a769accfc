#!/usr/bin/env node
// Build step after `next build`: removes from .next/standalone the project folders the file
// tracer copied there although the server never reads them. Paths the server builds at run time
// (the data folder's database, session secret and mail, lib/env.ts and lib/mail/transport.ts) look
// to the tracer like patterns over the project, and it copies whatever matches: a local data/
// folder with its secrets and databases, the mail module's sources, test screenshots. The
// routes' copies obey `outputFileTracingExcludes`, but Next.js copies the instrumentation hook's
// trace as it is (next/dist/build/utils.js, `instrumentation.js.nft.json`), so that setting cannot
// keep them out. server/real-build.test.ts checks the output holds none of these folders.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const standalone = path.join(root, '.next', 'standalone');

/** The project's own folders: sources (bundled into .next), data, tests and their results. */
export const NOT_SERVED = [
  'data',
  'app',
  'components',
  'lib',
  'server',
  'scripts',
  'messages',
  'docs',
  'e2e',
  'e2e-multi',
  'test-results',
  'playwright-report',
  'shots',
];

/** Removes those folders from a standalone output; answers which were there. */
export function pruneStandalone(dir) {
  const removed = NOT_SERVED.filter((name) => existsSync(path.join(dir, name)));
  for (const name of removed) rmSync(path.join(dir, name), { recursive: true, force: true });
  return removed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!existsSync(path.join(standalone, 'server.js'))) {
    console.error('Falta .next/standalone: ejecuta `next build` antes.');
    process.exit(1);
  }
  const removed = pruneStandalone(standalone);
  console.log(`standalone output pruned: ${removed.length ? removed.join(', ') : 'nothing to remove'}`);
}
