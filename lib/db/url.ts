// Pure helpers on DATABASE_URL, shared by the client, the migrator and the scripts.
import path from 'node:path';

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** The SQLite file path of a `file:` URL, absolute. */
export function sqliteFile(url: string): string {
  if (!url.startsWith('file:')) throw new Error('DATABASE_URL debe ser file:… (SQLite) o postgresql://… (PostgreSQL)');
  const p = url.slice('file:'.length).replace(/^\/\/(?=\/)/, '');
  return path.resolve(p);
}
