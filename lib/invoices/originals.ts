// Original invoice PDFs from the billing system (the legally valid documents), uploaded by staff
// and served instead of the copy we draw. Each file is checked before it is stored: at most
// ORIGINAL_MAX_BYTES, a PDF by its header, its trailer and a parse with at least one page.
// Files arrive named `NUMBER.pdf`, from a folder or a ZIP (npm run staff -- accounts attach-pdfs).
import 'server-only';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { db } from '@/lib/db';

export const ORIGINAL_MAX_BYTES = 5 * 1024 * 1024;

export interface PdfFile {
  name: string;
  bytes: Uint8Array;
}

/** Why a file cannot be stored, in Spanish; null when it is a PDF within the limit. */
export async function originalProblem(bytes: Uint8Array): Promise<string | null> {
  if (bytes.byteLength > ORIGINAL_MAX_BYTES) return `ocupa ${(bytes.byteLength / 2 ** 20).toFixed(1)} MB; el máximo es ${ORIGINAL_MAX_BYTES / 2 ** 20} MB`;
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') return 'no es un PDF (no empieza por %PDF-)';
  if (!Buffer.from(bytes.subarray(Math.max(0, bytes.byteLength - 1024))).toString('latin1').includes('%%EOF')) return 'el PDF está incompleto (sin %%EOF final)';
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (doc.getPageCount() < 1) return 'el PDF no tiene páginas';
  } catch {
    return 'el PDF no se puede leer';
  }
  return null;
}

/** `2026-0042.pdf` → `2026-0042`; null for anything that is not a .pdf */
export function numberFromFileName(name: string): string | null {
  const base = path.posix.basename(name.replace(/\\/g, '/'));
  const match = /^(.+)\.pdf$/i.exec(base);
  return match && !base.startsWith('.') ? match[1]!.trim() : null;
}

/** The PDFs of a folder (not its subfolders). */
export function pdfFilesInFolder(dir: string): PdfFile[] {
  return readdirSync(dir)
    .filter((name) => /\.pdf$/i.test(name) && statSync(path.join(dir, name)).isFile())
    .sort()
    .map((name) => ({ name, bytes: readFileSync(path.join(dir, name)) }));
}

export class ZipTooLarge extends Error {}

/** The PDFs of a ZIP. Sizes are checked on the entry headers before anything is inflated. */
export function pdfFilesInZip(zip: Uint8Array): { files: PdfFile[]; tooLarge: string[] } {
  const tooLarge: string[] = [];
  const entries = unzipSync(zip, {
    filter: (f) => {
      if (numberFromFileName(f.name) === null) return false;
      if (f.originalSize > ORIGINAL_MAX_BYTES) {
        tooLarge.push(f.name);
        return false;
      }
      return true;
    },
  });
  return { files: Object.entries(entries).map(([name, bytes]) => ({ name, bytes })), tooLarge };
}

export type AttachOutcome =
  | { name: string; status: 'attached' | 'replaced' | 'unchanged'; number: string }
  | { name: string; status: 'unknown-number' | 'exists' | 'rejected'; number: string | null; reason: string };

/**
 * Stores each file as the original of the invoice its name gives. An invoice that has one already
 * keeps it unless `replace`; the same bytes again are left as they are.
 */
export async function attachOriginals(files: readonly PdfFile[], options: { replace?: boolean } = {}): Promise<AttachOutcome[]> {
  const outcomes: AttachOutcome[] = [];
  for (const { name, bytes } of files) {
    const number = numberFromFileName(name);
    if (!number) {
      outcomes.push({ name, status: 'rejected', number, reason: 'el nombre no es NÚMERO.pdf' });
      continue;
    }
    const invoice = await db().invoice.findUnique({ where: { number }, select: { id: true, original: { select: { sha256: true } } } });
    if (!invoice) {
      outcomes.push({ name, status: 'unknown-number', number, reason: `no hay ninguna factura ${number}` });
      continue;
    }
    const problem = await originalProblem(bytes);
    if (problem) {
      outcomes.push({ name, status: 'rejected', number, reason: problem });
      continue;
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (invoice.original?.sha256 === sha256) {
      outcomes.push({ name, status: 'unchanged', number });
      continue;
    }
    if (invoice.original && !options.replace) {
      outcomes.push({ name, status: 'exists', number, reason: 'ya tiene otro original (use --replace para sustituirlo)' });
      continue;
    }
    const data = { pdf: Buffer.from(bytes), sizeBytes: bytes.byteLength, sha256, uploadedAt: new Date() };
    await db().invoiceOriginal.upsert({ where: { invoiceId: invoice.id }, create: { invoiceId: invoice.id, ...data }, update: data });
    outcomes.push({ name, status: invoice.original ? 'replaced' : 'attached', number });
  }
  return outcomes;
}
