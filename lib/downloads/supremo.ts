// The remote-support tool (Supremo) is the vendor's binary, supplied at deploy time as a file path
// (SUPREMO_PATH). We serve it when present and never invent one; in demo mode, where no vendor
// file exists, the button still downloads: a short text stand-in that says what it is. In
// production without it the button leads to a page with the phone and the e-mail, and the
// start-up log says so (`boot.no-supremo`).
import 'server-only';
import { statSync } from 'node:fs';
import path from 'node:path';
import { company } from '@/lib/content/company';
import { env } from '@/lib/env';

export const SUPREMO_FILENAME = 'supremo.exe';

/** Where the Connect button leads when there is no file to serve: the phone and the e-mail instead. */
export const NO_SUPREMO_PAGE = '/soporte/conectar';

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

/**
 * The demo stand-in, only in demo mode: plain text, so it does nothing if someone tries to run it
 * (Windows refuses it as "not a valid application").
 */
export function supremoDemoStandIn(): Buffer | null {
  if (env().APP_ENV !== 'demo') return null;
  return Buffer.from(
    [
      `${SUPREMO_FILENAME}: sustituto de demostración.`,
      '',
      'Esta instalación de demostración no incluye la herramienta de asistencia remota del fabricante.',
      'En producción este botón descarga Supremo (SUPREMO_PATH).',
      `Soporte 24 horas: ${company.phones.emergency.label}.`,
      '',
    ].join('\r\n'),
    'utf8',
  );
}
