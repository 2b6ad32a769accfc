// Pure helpers on DATABASE_URL, shared by the client, the migrator and the scripts.
import path from 'node:path';

/** A PostgreSQL server (one or several instances share it). */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** In-process PostgreSQL (PGlite) on a data folder: `pglite:<folder>`, or `pglite:memory:` for a throwaway one. */
export function isPgliteUrl(url: string): boolean {
  return url.startsWith('pglite:');
}

/** Whether the database speaks PostgreSQL's SQL (a server or PGlite), as opposed to SQLite. */
export function speaksPostgres(url: string): boolean {
  return isPostgresUrl(url) || isPgliteUrl(url);
}

/** The data folder of a `pglite:` URL, absolute; `memory://` for `pglite:memory:`. */
export function pgliteDir(url: string): string {
  const p = url.slice('pglite:'.length).replace(/^\/\/(?=\/)/, '');
  return p === 'memory:' ? 'memory://' : path.resolve(p);
}

/** The SQLite file path of a `file:` URL, absolute. */
export function sqliteFile(url: string): string {
  if (!url.startsWith('file:')) throw new Error('DATABASE_URL debe ser file:… (SQLite), pglite:… (PostgreSQL en el proceso) o postgresql://… (PostgreSQL)');
  const p = url.slice('file:'.length).replace(/^\/\/(?=\/)/, '');
  return path.resolve(p);
}
