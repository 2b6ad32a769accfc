// A multipart form read as it arrives (Request.formData() would hold the whole body in memory):
// busboy splits the body into fields and files as the bytes come, and each file goes straight into
// the store (storeFile), one after the other, with busboy held back while a file is written. The
// first refusal (a file too large or of a type not accepted, too many files, a field too long)
// stops the reading of the body and deletes the files already stored by this request; nothing of a
// refused form is kept.
import 'server-only';
import { once } from 'node:events';
import busboy from 'busboy';
import { refusals } from '@/lib/http/errors';
import type { FileType } from './detect';
import { deleteFile, FileRefused, storeFile, type StoredFileInfo } from './store';

export interface MultipartOptions {
  /** Most files in the form; more is refused (413) */
  maxFiles: number;
  /** Longest file, in bytes (storeFile's cap) */
  maxBytesPerFile: number;
  /** The types accepted, by content */
  accept: readonly FileType[];
  /** The text fields read, each with its longest value in characters; any other field is ignored */
  fields: Readonly<Record<string, number>>;
  /** Of `fields`, those a form may repeat (a group of checkboxes), each with the most values it may
   *  have: all their values are kept, in `lists` (more is refused, 400) */
  repeated?: Readonly<Record<string, number>>;
  /** The fields that may carry files (default: any); a file in another is refused */
  fileFields?: readonly string[];
  /** Passed to storeFile: what the files are for, and who uploads them */
  purpose: string;
  owner?: string;
}

export interface MultipartFile {
  /** The form field it came in */
  field: string;
  file: StoredFileInfo;
}

export interface MultipartForm {
  /** The declared fields sent (the first value of each) */
  fields: Record<string, string>;
  /** Every value of each `repeated` field sent, in the form's order */
  lists: Record<string, string[]>;
  /** The stored files, in the form's order (unattached: the caller marks those it keeps) */
  files: MultipartFile[];
}

/** Room for the multipart framing (boundaries, part headers) around the values. */
const FRAMING_BYTES = 64 * 1024;
/** Fields of other names tolerated (ignored) before the form is refused. */
const OTHER_FIELDS = 20;

const tooManyFiles = (max: number) =>
  new FileRefused('too-large', 'too-many-files', `Como máximo ${max} ficheros por envío.`, '');
const fieldTooLong = (name: string, max: number) =>
  new FileRefused('too-large', 'field-too-long', `El campo «${name}» pasa de ${max} caracteres.`, '');

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Reads a `multipart/form-data` request, streaming its files into the store. Refusals are thrown
 * (HttpError: 415 not multipart, 400 unreadable, 413 too large or too many, 415 a type not accepted).
 */
export async function readMultipart(request: Request, options: MultipartOptions): Promise<MultipartForm> {
  if (mediaType(request) !== 'multipart/form-data') throw refusals.unsupportedType();
  const maxFieldChars = Math.max(0, ...Object.values(options.fields));
  const repeats = Object.values(options.repeated ?? {}).reduce((a, b) => a + b, 0);
  const fieldBytes = (Object.keys(options.fields).length + repeats) * maxFieldChars * 4;
  const declared = request.headers.get('content-length');
  const bodyCap = options.maxFiles * options.maxBytesPerFile + fieldBytes + FRAMING_BYTES;
  if (declared !== null && Number(declared) > bodyCap) throw refusals.tooLarge();
  if (!request.body) throw refusals.badRequest();

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type')! },
      // Names and values as the browser sends them today (UTF-8), not busboy's latin1 default.
      defParamCharset: 'utf8',
      limits: {
        files: options.maxFiles,
        fields: Object.keys(options.fields).length + repeats + OTHER_FIELDS,
        // A value in UTF-8 takes at most 4 bytes a character; the exact count is checked below.
        fieldSize: maxFieldChars * 4 + 4,
        parts: options.maxFiles + Object.keys(options.fields).length + repeats + OTHER_FIELDS,
      },
    });
  } catch {
    throw refusals.badRequest();
  }

  const fields: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  const files: MultipartFile[] = [];
  let failure: unknown = null;
  // Files are stored one after another, in the form's order.
  let storing: Promise<void> = Promise.resolve();
  // Settles at the first refusal, so a wait for busboy (which a cancelled file may hold forever) ends.
  let failed!: () => void;
  const failedOnce = new Promise<void>((resolve) => (failed = resolve));
  const fail = (error: unknown) => {
    failure ??= error;
    failed();
  };

  parser.on('field', (name, value, info) => {
    // Own names only: a field called `constructor` or `__proto__` is just another unknown one.
    if (!Object.hasOwn(options.fields, name)) return;
    const max = options.fields[name]!;
    const most = options.repeated && Object.hasOwn(options.repeated, name) ? options.repeated[name]! : 0;
    if (!most && Object.hasOwn(fields, name)) return;
    if (info.valueTruncated || [...value].length > max) return fail(fieldTooLong(name, max));
    if (most) {
      const list = (lists[name] ??= []);
      if (list.length === most)
        return fail(refusals.of('invalid', 'bad-request', `El campo «${name}» admite como máximo ${most} valores.`));
      list.push(value);
    } else fields[name] = value;
  });
  parser.on('file', (field, stream, info) => {
    const allowed = !options.fileFields || options.fileFields.includes(field);
    // A file input left empty is sent as a part with no name and no bytes.
    if (!info.filename && allowed) {
      stream.resume();
      return;
    }
    if (!allowed) {
      stream.resume();
      return fail(refusals.of('invalid', 'unexpected-file', `No se esperaba un fichero en «${field}».`));
    }
    storing = storing.then(async () => {
      if (failure) {
        stream.resume();
        return;
      }
      try {
        const file = await storeFile(stream, {
          name: info.filename ?? '',
          maxBytes: options.maxBytesPerFile,
          accept: options.accept,
          purpose: options.purpose,
          owner: options.owner,
        });
        files.push({ field, file });
      } catch (error) {
        fail(error);
      }
    });
  });
  parser.on('filesLimit', () => fail(tooManyFiles(options.maxFiles)));
  parser.on('fieldsLimit', () => fail(refusals.badRequest()));
  parser.on('partsLimit', () => fail(refusals.badRequest()));
  parser.on('error', () => fail(refusals.badRequest()));
  const closed = once(parser, 'close').catch(() => undefined);

  const reader = request.body.getReader();
  try {
    for (;;) {
      if (failure) break;
      let step: ReadableStreamReadResult<Uint8Array>;
      try {
        step = await reader.read();
      } catch {
        fail(refusals.clientAborted());
        break;
      }
      if (step.done) {
        parser.end();
        await Promise.race([closed, failedOnce]);
        break;
      }
      // Held back while the file being stored has not taken what busboy passed it.
      if (!parser.write(step.value)) await Promise.race([once(parser, 'drain'), failedOnce]);
    }
    await storing;
  } finally {
    if (failure) {
      // The rest of the body is not read; what this request stored goes.
      await reader.cancel().catch(() => undefined);
      parser.destroy();
      await storing.catch(() => undefined);
      for (const { file } of files) await deleteFile(file.id).catch(() => undefined);
    }
  }
  if (failure) throw failure;
  return { fields, lists, files };
}
