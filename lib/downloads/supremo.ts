// The remote-support tool (Supremo) is the vendor's binary, supplied at deploy time as a file path
// (SUPREMO_PATH). We serve it when present and never invent one.
import 'server-only';
import { statSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

export const SUPREMO_FILENAME = 'supremo.exe';

export interface SupremoFile {
  path: string;
  size: number;
  modified: Date;
}

/** The configured tool when it is a readable regular file; null otherwise. */
export function supremoFile(): SupremoFile | null {
  const configured = env().SUPREMO_PATH;
  if (!configured) return null;
  const file = path.resolve(configured);
  try {
    const stat = statSync(file);
    return stat.isFile() && stat.size > 0 ? { path: file, size: stat.size, modified: stat.mtime } : null;
  } catch {
    return null;
  }
}
