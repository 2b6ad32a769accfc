// Pure helpers on DATABASE_URL, shared by the client, the migrator and the scripts.
import path from 'node:path';

/** The SQLite file path of a `file:` URL, absolute. */
export function sqliteFile(url: string): string {
  if (!url.startsWith('file:')) throw new Error('DATABASE_URL debe ser una URL file: (SQLite)');
  const p = url.slice('file:'.length).replace(/^\/\/(?=\/)/, '');
  return path.resolve(p);
}
