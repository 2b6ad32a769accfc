#!/usr/bin/env node
// Bundles the staff tool (scripts/staff.ts) into .next/standalone/staff.mjs so it runs in the
// deployed image, where there is no TypeScript tooling: `node staff.mjs <area> <command>`.
// Packages the server keeps external (native or heavy) are resolved from the standalone node_modules.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.next', 'standalone');
if (!existsSync(outDir)) {
  console.error('Falta .next/standalone: ejecuta `next build` antes.');
  process.exit(1);
}

await build({
  entryPoints: [path.join(root, 'scripts', 'staff.ts')],
  outfile: path.join(outDir, 'staff.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  logLevel: 'warning',
  alias: { '@': root, 'server-only': path.join(root, 'lib', 'testing', 'empty.ts') },
  external: [
    'better-sqlite3',
    '@node-rs/argon2',
    '@prisma/client',
    '@prisma/adapter-better-sqlite3',
    '@prisma/adapter-pg',
    'pg',
    'nodemailer',
    'sanitize-html',
    'pino',
  ],
  // Bundled CommonJS dependencies may call require(); give ESM output one.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
console.log('staff tool bundled: .next/standalone/staff.mjs');
