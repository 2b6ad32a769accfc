// The back office's view of what mail each customer gets: one person's choices (read-only: only
// the person changes them) with their consent history, and the export of every consent for an
// audit (LSSI art. 21), newest first, read a batch at a time by keyset on MailConsent(at, id) and
// written through the one CSV writer as the client takes it.
import 'server-only';
import { db } from '@/lib/db';
import { newestFirst } from '@/lib/db/batches';
import type { MailConsent } from '@/lib/generated/prisma/client';
import { spreadsheetCsvStream, type CsvCell } from '@/lib/text/csv';
import {
  CONSENT_SOURCES,
  isPreferenceKind,
  PREFERENCES,
  type ConsentSource,
  type PreferenceValues,
} from '../preference-kinds';
import { mailPreferences } from '../preferences';

/** The consents a user's page lists (the export has them all). */
export const CONSENTS_SHOWN = 50;

export const kindLabel = (kind: string) => (isPreferenceKind(kind) ? PREFERENCES[kind].label : kind);
export const sourceLabel = (source: string) =>
  Object.hasOwn(CONSENT_SOURCES, source) ? CONSENT_SOURCES[source as ConsentSource] : source;

export async function userMailChoices(
  userId: number,
): Promise<{ values: PreferenceValues; history: MailConsent[]; more: boolean }> {
  const [values, rows] = await Promise.all([
    mailPreferences(userId),
    db().mailConsent.findMany({
      where: { userId },
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
      take: CONSENTS_SHOWN + 1,
    }),
  ]);
  return { values, history: rows.slice(0, CONSENTS_SHOWN), more: rows.length > CONSENTS_SHOWN };
}

export const CONSENT_CSV_HEADER = [
  'Fecha (UTC)',
  'Usuario',
  'Tipo de correo',
  'Consentimiento',
  'Texto aceptado',
  'Origen',
];

const utcTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'UTC',
  dateStyle: 'short',
  timeStyle: 'medium',
});

export function consentCsvCells(row: MailConsent & { user: { email: string } }): CsvCell[] {
  return [
    utcTime.format(row.at),
    row.user.email,
    kindLabel(row.kind),
    row.granted ? 'Sí' : 'No (retirado)',
    row.text,
    sourceLabel(row.source),
  ];
}

/** Every consent recorded, newest first, streamed. */
export function consentCsvStream(): ReadableStream<Uint8Array> {
  const batches = newestFirst<MailConsent & { user: { email: string } }, object>('at', {}, (query) =>
    db().mailConsent.findMany({ ...query, include: { user: { select: { email: true } } } }),
  );
  async function* records() {
    for await (const batch of batches) yield batch.map(consentCsvCells);
  }
  return spreadsheetCsvStream(CONSENT_CSV_HEADER, records());
}
