// What a client sends to open a case, reply in one or change its state: a JSON object, or the same
// as form fields (urlencoded, or multipart/form-data with files `adjuntos`), under the service's
// body cap. The one place that reads such a body: a multipart form is read as it streams, its files
// going into the file store (lib/files) as they come, each checked by its content and size; the
// service attaches them to the message it writes (docs/CONTRACT.md "Support cases").
import 'server-only';
import type { Session } from '@/lib/auth/session';
import { readMultipart, type FileType, type StoredFileInfo } from '@/lib/files';
import { readCapped } from '@/lib/http/body';
import { refusals } from '@/lib/http/errors';
import { bodyLimit, jsonOf } from '@/lib/http/route';
import { CASE_LIMITS } from './fields';

/** A field's value: text, or several texts when a form repeats it (`notificar`). JSON values as sent. */
export type Submission = Record<string, unknown>;

/** The fields sent and the files attached (none from JSON or urlencoded). */
export interface CaseSubmission {
  fields: Submission;
  files: StoredFileInfo[];
}

/** Attachments a message may carry, and how long each may be. */
export const ATTACHMENT_LIMITS = { files: 5, bytes: 10 * 1024 * 1024 } as const;

/** What may be attached, by content: screenshots, PDF, text and log files, ZIP archives. */
export const ATTACHMENT_TYPES: readonly FileType[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'application/zip',
];

/** The file store's `purpose` of a case's attachments. */
export const ATTACHMENT_PURPOSE = 'support-attachment';

/** Who uploaded a file, as the store keeps it: only the uploader's files attach to their message. */
export const uploaderOf = (session: Session) => `user:${session.userId}`;

/** The text fields a case form has, each with its longest value (the service checks each exactly). */
const FORM_FIELDS: Record<string, number> = {
  id_hotel: 20,
  categoria: 40,
  area: 40,
  prioridad: 40,
  asunto: CASE_LIMITS.subject * 2,
  descripcion: CASE_LIMITS.text,
  texto: CASE_LIMITS.text,
  notificar: 20 * CASE_LIMITS.followers,
  id_factura: 20,
  accion: 40,
  valoracion: 20,
  comentario: CASE_LIMITS.ratingComment,
  // The back office's reply: the state the case goes to with it
  estado: 40,
};

const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

export function readCaseSubmission(req: Request, session: Session): Promise<CaseSubmission> {
  return readCaseForm(req, uploaderOf(session));
}

/** Who uploaded a staff member's files (a reply from the back office). */
export const staffUploader = (staffId: number) => `staff:${staffId}`;

/** The body of a case's form, its files kept in the store as `owner`'s uploads. */
export async function readCaseForm(req: Request, owner: string): Promise<CaseSubmission> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(type)) {
    const body = await jsonOf(req);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw refusals.badRequest();
    return { fields: body as Submission, files: [] };
  }
  if (type === 'multipart/form-data') {
    const form = await readMultipart(req, {
      maxFiles: ATTACHMENT_LIMITS.files,
      maxBytesPerFile: ATTACHMENT_LIMITS.bytes,
      accept: ATTACHMENT_TYPES,
      fields: FORM_FIELDS,
      repeated: { notificar: CASE_LIMITS.followers },
      fileFields: ['adjuntos'],
      purpose: ATTACHMENT_PURPOSE,
      owner,
    });
    const fields: Submission = { ...form.fields };
    for (const [name, values] of Object.entries(form.lists)) fields[name] = values.length === 1 ? values[0] : values;
    return { fields, files: form.files.map((f) => f.file) };
  }
  const bytes = await readCapped(req, bodyLimit());
  let form: FormData;
  try {
    form = await new Response(bytes as BodyInit, {
      headers: { 'content-type': req.headers.get('content-type')! },
    }).formData();
  } catch {
    throw refusals.badRequest();
  }
  const fields: Submission = {};
  for (const key of new Set(form.keys())) {
    const texts = form.getAll(key).filter((v): v is string => typeof v === 'string');
    if (texts.length > 0) fields[key] = texts.length === 1 ? texts[0] : texts;
  }
  return { fields, files: [] };
}
