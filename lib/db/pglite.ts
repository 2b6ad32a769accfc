// In-process PostgreSQL (PGlite): one instance per data folder and process, shared by the migrator,
// Prisma's adapter and the hot reads. PGlite is one PostgreSQL backend in WebAssembly: a data folder
// is opened by one process at a time, and every statement of the process goes through it in turn.
import 'server-only';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDir } from './url';

const globalForPglite = globalThis as unknown as { millePglite?: Map<string, PGlite> };

/** The process' PGlite on the folder of this `pglite:` URL (made at the first call; its methods wait until it is ready). */
export function pglite(url: string): PGlite {
  const dir = pgliteDir(url);
  const open = (globalForPglite.millePglite ??= new Map());
  let instance = open.get(dir);
  if (!instance) {
    // PostgreSQL's default 128 MB of shared buffers are written at start and stay resident: ~160 MB
    // of RSS more than 16 MB (docs/PERFORMANCE.md, "The data model written once").
    instance = new PGlite({ dataDir: dir, postgresqlconf: 'shared_buffers = 16MB' });
    open.set(dir, instance);
  }
  return instance;
}

/** Closes the process' PGlite on this URL's folder, if open. */
export async function closePglite(url: string): Promise<void> {
  const dir = pgliteDir(url);
  const instance = globalForPglite.millePglite?.get(dir);
  globalForPglite.millePglite?.delete(dir);
  await instance?.close();
}
