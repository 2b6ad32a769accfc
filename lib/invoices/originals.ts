// Original invoice PDFs from the billing system (the legally valid documents), uploaded by staff
// and served instead of the copy we draw. Each file is checked before it is stored: at most
// ORIGINAL_MAX_BYTES, a PDF by its content (header, trailer, a parse with at least one page),
// whatever its name says. Files arrive named `NUMBER.pdf`: uploaded one by one or in a ZIP in the
// back office (/gestion/facturas/originales), or from a folder or a ZIP with
// `npm run staff -- accounts attach-pdfs`. In a ZIP the whole path is the name: a number holding
// `/` (`A/2026/0042`) is stored as folders (`A/2026/0042.pdf`), and a file in a folder whose path
// is no invoice's number is refused, never matched by its last part (which may be another
// hotel's invoice).
//
// A ZIP is read with yauzl and never trusted: its central directory is checked before anything is
// inflated (entry count, each PDF's declared size, the declared total), and each entry is then
// inflated as a stream that stops at its declared size (yauzl's validateEntrySizes) and at
// ORIGINAL_MAX_BYTES, with the actual total counted too. Entries are handed over one at a time, so
// memory holds the ZIP and one file, whatever the archive claims.
import 'server-only';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { recordAudit } from '@/lib/audit/trail';
import { db } from '@/lib/db';

export const ORIGINAL_MAX_BYTES = 5 * 1024 * 1024;
/** Files in one ZIP (or one upload). */
export const ZIP_MAX_ENTRIES = 1000;
/** The PDFs of one ZIP together, uncompressed: declared, and actually inflated. */
export const ZIP_MAX_TOTAL_BYTES = 100 * 1024 * 1024;

const MB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(bytes % 2 ** 20 === 0 ? 0 : 1)} MB`;

export interface PdfFile {
  name: string;
  bytes: Uint8Array;
}

/** A file to attach, or one already found unusable (in a ZIP: too large, encrypted, damaged). */
export type Candidate = PdfFile | { name: string; problem: string };

/** The whole upload or ZIP is refused (a ZIP bomb, a damaged archive): nothing was stored. */
export class ZipRefused extends Error {}

/** Why a file cannot be stored, in Spanish; null when it is a PDF within the limit. */
export async function originalProblem(bytes: Uint8Array): Promise<string | null> {
  if (bytes.byteLength > ORIGINAL_MAX_BYTES)
    return `ocupa ${(bytes.byteLength / 2 ** 20).toFixed(1)} MB; el máximo es ${MB(ORIGINAL_MAX_BYTES)}`;
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') return 'no es un PDF (no empieza por %PDF-)';
  if (
    !Buffer.from(bytes.subarray(Math.max(0, bytes.byteLength - 1024)))
      .toString('latin1')
      .includes('%%EOF')
  )
    return 'el PDF está incompleto (sin %%EOF final)';
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (doc.getPageCount() < 1) return 'el PDF no tiene páginas';
  } catch {
    return 'el PDF no se puede leer';
  }
  return null;
}

/**
 * `2026-0042.pdf` → `2026-0042`, and a ZIP entry's whole path, folders joined by `/`:
 * `A/2026/0042.pdf` → `A/2026/0042`; null for anything that is not a .pdf
 */
export function numberFromFileName(name: string): string | null {
  const full = name.replace(/\\/g, '/').replace(/^\/+/, '');
  const base = path.posix.basename(full);
  const match = /^(.+)\.pdf$/i.exec(full);
  return match && !base.startsWith('.') ? match[1]!.trim() : null;
}

export const NOT_A_NUMBER_NAME = 'el nombre no es NÚMERO.pdf';

/** A ZIP by its first bytes (a local file header, or the end record of an empty archive). */
export function isZip(bytes: Uint8Array): boolean {
  return (
    bytes.byteLength >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6))
  );
}

/** The PDFs of a folder (not its subfolders). */
export function pdfFilesInFolder(dir: string): PdfFile[] {
  return readdirSync(dir)
    .filter((name) => /\.pdf$/i.test(name) && statSync(path.join(dir, name)).isFile())
    .sort()
    .map((name) => ({ name, bytes: readFileSync(path.join(dir, name)) }));
}

function openZip(zip: Uint8Array): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength),
      { lazyEntries: true, validateEntrySizes: true },
      (error, file) => (error || !file ? reject(new ZipRefused('el ZIP está dañado o no es un ZIP')) : resolve(file)),
    );
  });
}

/** The central directory's records (nothing inflated). */
function listEntries(file: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    file.on('entry', (entry: Entry) => {
      entries.push(entry);
      file.readEntry();
    });
    file.on('end', () => resolve(entries));
    file.on('error', () => reject(new ZipRefused('el ZIP está dañado')));
    file.readEntry();
  });
}

/** One entry inflated, stopped past `max` bytes ('too-large'); a lie about its size is an error. */
function inflate(file: ZipFile, entry: Entry, max: number): Promise<Uint8Array | 'too-large'> {
  return new Promise((resolve, reject) => {
    file.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error('no stream'));
      const chunks: Buffer[] = [];
      let total = 0;
      stream.on('data', (chunk: Buffer) => {
        total += chunk.byteLength;
        if (total > max) {
          stream.destroy();
          resolve('too-large');
          return;
        }
        chunks.push(chunk);
      });
      stream.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks, total))));
      stream.on('error', reject);
    });
  });
}

const ignored = (name: string) =>
  name.endsWith('/') || name.startsWith('__MACOSX/') || path.posix.basename(name) === '.DS_Store';

/**
 * Opens a ZIP of `NUMBER.pdf` files and checks it whole before anything is inflated: throws
 * ZipRefused for too many entries or a declared total past the limit. The files then come one at
 * a time, each inflated only when asked for.
 */
export async function pdfFilesInZip(zip: Uint8Array): Promise<AsyncIterable<Candidate>> {
  const file = await openZip(zip);
  if (file.entryCount > ZIP_MAX_ENTRIES)
    throw new ZipRefused(`el ZIP tiene ${file.entryCount} ficheros; el máximo es ${ZIP_MAX_ENTRIES}`);
  const entries = (await listEntries(file)).filter((e) => !ignored(e.fileName));
  const plan: { entry: Entry; problem: string | null }[] = entries.map((entry) => ({
    entry,
    problem:
      numberFromFileName(entry.fileName) === null
        ? NOT_A_NUMBER_NAME
        : entry.isEncrypted()
          ? 'está cifrado en el ZIP'
          : entry.uncompressedSize > ORIGINAL_MAX_BYTES
            ? `ocupa ${(entry.uncompressedSize / 2 ** 20).toFixed(1)} MB; el máximo es ${MB(ORIGINAL_MAX_BYTES)}`
            : entry.compressionMethod !== 0 && entry.compressionMethod !== 8
              ? 'usa una compresión no admitida'
              : null,
  }));
  const declared = plan.reduce((sum, p) => sum + (p.problem ? 0 : p.entry.uncompressedSize), 0);
  if (declared > ZIP_MAX_TOTAL_BYTES)
    throw new ZipRefused(
      `los PDF del ZIP ocupan ${MB(declared)} descomprimidos; el máximo es ${MB(ZIP_MAX_TOTAL_BYTES)}`,
    );

  return (async function* () {
    let inflated = 0;
    for (const { entry, problem } of plan) {
      const name = entry.fileName;
      if (problem) {
        yield { name, problem };
        continue;
      }
      let bytes: Uint8Array | 'too-large';
      try {
        bytes = await inflate(file, entry, Math.min(ORIGINAL_MAX_BYTES, entry.uncompressedSize));
      } catch {
        yield { name, problem: 'está dañado en el ZIP o no coincide con el tamaño que declara' };
        continue;
      }
      if (bytes === 'too-large') {
        yield { name, problem: `descomprimido pasa de ${MB(ORIGINAL_MAX_BYTES)}` };
        continue;
      }
      inflated += bytes.byteLength;
      if (inflated > ZIP_MAX_TOTAL_BYTES)
        throw new ZipRefused(`los PDF del ZIP pasan de ${MB(ZIP_MAX_TOTAL_BYTES)} descomprimidos`);
      yield { name, bytes };
    }
  })();
}

/**
 * The files of a back-office upload as candidates: PDFs as they are, a ZIP (told by its content,
 * not its name) opened and checked before anything is stored. One ZIP at most.
 */
export async function candidatesFromUpload(files: readonly PdfFile[]): Promise<AsyncIterable<Candidate>> {
  if (files.length > ZIP_MAX_ENTRIES)
    throw new ZipRefused(`se han subido ${files.length} ficheros; el máximo es ${ZIP_MAX_ENTRIES}`);
  const zips = files.filter((f) => isZip(f.bytes));
  if (zips.length > 1) throw new ZipRefused('sube un solo ZIP cada vez');
  const inZip = zips[0] ? await pdfFilesInZip(zips[0].bytes) : null;
  return (async function* () {
    for (const f of files) {
      if (f === zips[0]) yield* inZip!;
      else yield f;
    }
  })();
}

export type AttachOutcome =
  | { name: string; status: 'attached' | 'replaced' | 'unchanged'; number: string }
  | { name: string; status: 'unknown-number' | 'exists' | 'rejected'; number: string | null; reason: string };

export interface AttachOptions {
  replace?: boolean;
  /** Who attaches (null: the staff command), for the audit trail */
  actor?: { id: number; email: string } | null;
  client?: string;
}

/**
 * Stores each file as the original of the invoice its name gives, with an audit entry per invoice.
 * An invoice that has one already keeps it unless `replace`; the same bytes again are left alone.
 */
export async function attachOriginals(
  files: Iterable<Candidate> | AsyncIterable<Candidate>,
  options: AttachOptions = {},
): Promise<AttachOutcome[]> {
  const outcomes: AttachOutcome[] = [];
  for await (const file of files) {
    const { name } = file;
    const number = numberFromFileName(name);
    if ('problem' in file) {
      outcomes.push({ name, status: 'rejected', number, reason: file.problem });
      continue;
    }
    if (!number) {
      outcomes.push({ name, status: 'rejected', number, reason: NOT_A_NUMBER_NAME });
      continue;
    }
    const invoice = await db().invoice.findUnique({
      where: { number },
      select: { id: true, original: { select: { sha256: true } } },
    });
    if (!invoice && number.includes('/')) {
      // A file in a folder: only its whole path can be a number.
      outcomes.push({
        name,
        status: 'rejected',
        number: null,
        reason: `${NOT_A_NUMBER_NAME} (está en una carpeta y «${number}» no es el número de ninguna factura)`,
      });
      continue;
    }
    if (!invoice) {
      outcomes.push({ name, status: 'unknown-number', number, reason: `no hay ninguna factura ${number}` });
      continue;
    }
    const problem = await originalProblem(file.bytes);
    if (problem) {
      outcomes.push({ name, status: 'rejected', number, reason: problem });
      continue;
    }
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    if (invoice.original?.sha256 === sha256) {
      outcomes.push({ name, status: 'unchanged', number });
      continue;
    }
    if (invoice.original && !options.replace) {
      outcomes.push({
        name,
        status: 'exists',
        number,
        reason: 'ya tiene otro original (usa --replace para sustituirlo)',
      });
      continue;
    }
    const data = { pdf: Buffer.from(file.bytes), sizeBytes: file.bytes.byteLength, sha256, uploadedAt: new Date() };
    await db().$transaction(async (tx) => {
      await tx.invoiceOriginal.upsert({
        where: { invoiceId: invoice.id },
        create: { invoiceId: invoice.id, ...data },
        update: data,
      });
      await recordAudit(
        {
          actor: options.actor ?? null,
          action: invoice.original ? 'invoice.original-replaced' : 'invoice.original-attached',
          objectType: 'factura',
          objectId: invoice.id,
          changes: {
            número: number,
            fichero: name,
            sha256: invoice.original ? [invoice.original.sha256, sha256] : sha256,
            tamaño: `${data.sizeBytes} bytes`,
            ...(options.actor ? {} : { origen: 'npm run staff' }),
          },
          client: options.client,
        },
        tx,
      );
    });
    outcomes.push({ name, status: invoice.original ? 'replaced' : 'attached', number });
  }
  return outcomes;
}
