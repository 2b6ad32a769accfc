// What a client sends to open a case, reply in one or change its state: a JSON object, or the same
// as form fields (multipart/form-data or urlencoded), under the service's body cap. The one place
// that reads such a body, so the attachments (multipart files `adjuntos`) are taken here when the
// file store comes; until then a form's files are not read (docs/CONTRACT.md "Support cases").
import 'server-only';
import { readCapped } from '@/lib/http/body';
import { refusals } from '@/lib/http/errors';
import { bodyLimit, jsonOf } from '@/lib/http/route';

/** A field's value: text, or several texts when a form repeats it (`notificar`). JSON values as sent. */
export type Submission = Record<string, unknown>;

const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

export async function readCaseSubmission(req: Request): Promise<Submission> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(type)) {
    const body = await jsonOf(req);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw refusals.badRequest();
    return body as Submission;
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
  return fields;
}
