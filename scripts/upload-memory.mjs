// Runs scripts/upload-memory.ts with the server's runtime settings (scripts/server-env.mjs), so its
// RSS is the server's. `node scripts/upload-memory.mjs [postgresql://…/database | file:/…/files.db] [--mb=1024]
// [--keep | --download=<id> [--warm]]`: without an address, on a throwaway SQLite file; with one, on that
// database (migrated: give it an empty one).
import { spawnSync } from 'node:child_process';
import { serverRuntimeEnv } from './server-env.mjs';

const run = spawnSync(
  'npx',
  ['tsx', '--conditions=react-server', 'scripts/upload-memory.ts', ...process.argv.slice(2)],
  {
    env: serverRuntimeEnv(),
    stdio: 'inherit',
    cwd: new URL('..', import.meta.url),
  },
);
process.exit(run.status ?? 1);
