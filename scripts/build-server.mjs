#!/usr/bin/env node
// Bundles the server layer (server/, TypeScript) into the one CommonJS file every start path
// preloads: `node -r ./server-preload.cjs server.js`. By default it goes beside server.js in
// .next/standalone, so it travels with the standalone output (npm start, the Docker image,
// check-standalone.sh, the bench); `node scripts/build-server.mjs <file>` writes it elsewhere
// (`npm run dev`, the tests).
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.resolve(process.argv[2] ?? path.join(root, '.next', 'standalone', 'server-preload.cjs'));
if (!process.argv[2] && !existsSync(path.dirname(outfile))) {
  console.error('Falta .next/standalone: ejecuta `next build` antes.');
  process.exit(1);
}

await build({
  entryPoints: [path.join(root, 'server', 'index.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  // Old enough that an older Node still parses it and reaches the version check.
  target: 'node18',
  logLevel: 'warning',
  banner: { js: '// Built from server/ by scripts/build-server.mjs: edit the sources there.' },
});
if (!process.argv[2]) console.log('server layer bundled: .next/standalone/server-preload.cjs');
