// Reading request bodies: capped before they are read whole (413), typed by Content-Type (415).
import { refusals } from './errors';

/** Reads at most `limit` bytes; a longer body is refused without buffering the rest. */
export async function readCapped(req: Request, limit: number): Promise<Uint8Array> {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw refusals.tooLarge();
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch {
      throw refusals.clientAborted();
    }
    const { done, value } = step;
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw refusals.tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

function mediaType(req: Request): string {
  return (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

/** A form post (multipart or urlencoded) as plain fields; files and repeated keys beyond the first are ignored. */
export async function readForm(req: Request, limit: number): Promise<Record<string, string>> {
  const type = mediaType(req);
  if (!FORM_TYPES.has(type)) throw refusals.unsupportedType();
  const bytes = await readCapped(req, limit);
  let form: FormData;
  try {
    form = await new Response(bytes as BodyInit, {
      headers: { 'content-type': req.headers.get('content-type')! },
    }).formData();
  } catch {
    throw refusals.badRequest();
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string' && !(key in fields)) fields[key] = value;
  }
  return fields;
}

const JSON_TYPES = new Set(['', 'application/json', 'text/plain']);

/**
 * The fields of a call that takes a form or a JSON object alike: a form post's fields, or the
 * object's strings, numbers and booleans as text (anything else in it is left out). Not an object: 400.
 */
export async function readFields(req: Request, limit: number): Promise<Record<string, string>> {
  if (FORM_TYPES.has(mediaType(req))) return readForm(req, limit);
  const body = await readJson(req, limit);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw refusals.badRequest();
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = String(value);
  }
  return fields;
}

/** A JSON post: the bare value the contract names (`1`, `-1`, `5`) or an object holding it. */
export async function readJson(req: Request, limit: number): Promise<unknown> {
  if (!JSON_TYPES.has(mediaType(req))) throw refusals.unsupportedType();
  const bytes = await readCapped(req, limit);
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw refusals.badRequest();
  }
}

/**
 * The number a JSON post carries: `5`, `"5"`, or `{ <key>: 5 }` for one of the given keys.
 * Anything else is a 400.
 */
export function numberFromJson(value: unknown, keys: readonly string[]): number {
  const pick = (v: unknown): number | null => {
    if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
    if (typeof v === 'string' && /^-?\d{1,15}$/.test(v.trim())) return Number(v.trim());
    return null;
  };
  const direct = pick(value);
  if (direct !== null) return direct;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const key of keys) {
      const n = pick((value as Record<string, unknown>)[key]);
      if (n !== null) return n;
    }
  }
  throw refusals.badRequest();
}

/** A multipart form with its files (the first of each name), capped like every body. */
export async function readMultipart(
  req: Request,
  limit: number,
): Promise<{ fields: Record<string, string>; files: Record<string, Uint8Array> }> {
  if (mediaType(req) !== 'multipart/form-data') throw refusals.unsupportedType();
  const bytes = await readCapped(req, limit);
  let form: FormData;
  try {
    form = await new Response(bytes as BodyInit, {
      headers: { 'content-type': req.headers.get('content-type')! },
    }).formData();
  } catch {
    throw refusals.badRequest();
  }
  const fields: Record<string, string> = {};
  const files: Record<string, Uint8Array> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') {
      if (!(key in fields)) fields[key] = value;
    } else if (!(key in files) && value.size > 0) files[key] = new Uint8Array(await value.arrayBuffer());
  }
  return { fields, files };
}

export interface UploadedFile {
  field: string;
  /** The name the browser gave (not trusted for anything but display and matching) */
  name: string;
  bytes: Uint8Array;
}

/** A multipart form with every file of every field (uploads of several files), capped like every body. */
export async function readUploads(
  req: Request,
  limit: number,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (mediaType(req) !== 'multipart/form-data') throw refusals.unsupportedType();
  const bytes = await readCapped(req, limit);
  let form: FormData;
  try {
    form = await new Response(bytes as BodyInit, {
      headers: { 'content-type': req.headers.get('content-type')! },
    }).formData();
  } catch {
    throw refusals.badRequest();
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') {
      if (!(key in fields)) fields[key] = value;
    } else if (value.size > 0)
      files.push({ field: key, name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  return { fields, files };
}
