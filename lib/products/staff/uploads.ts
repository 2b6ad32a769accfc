// The back office's resumable uploads of version files (installers, manuals, notes up to 2 GB):
// the file store's protocol (lib/files/resumable.ts) with the products' limits and types, each
// upload its uploader's own (owner `staff:<id>`).
import 'server-only';
import { z } from 'zod';
import { appendToUpload, startUpload, uploadStatus, type FileType, type UploadStatus } from '@/lib/files';
import { refusals } from '@/lib/http/errors';
import type { StaffSession } from '@/lib/staff/session';
import { VERSION_FILE_MAX_BYTES } from '../fields';
import { uploadOwner } from './versions';

/** What a version's file may be, by content: installers (EXE, MSI, ZIP), manuals (PDF), notes (PDF, text). */
export const VERSION_FILE_TYPES: readonly FileType[] = [
  'application/vnd.microsoft.portable-executable',
  'application/x-ole-storage',
  'application/zip',
  'application/pdf',
  'text/plain',
];

const startSchema = z.object({
  nombre: z.string().trim().min(1, 'Falta el nombre del fichero.').max(300),
  tamano: z.number().int(),
});

/** The upload's state as the back office's uploader reads it. */
export function uploadAnswer(s: UploadStatus) {
  return {
    ok: true as const,
    id: s.id,
    nombre: s.name,
    tamano: s.size,
    recibidos: s.received,
    trozo: s.chunkBytes,
    completo: s.file !== null,
    sha256: s.file?.sha256 ?? null,
  };
}

export async function beginVersionUpload(staff: StaffSession, body: unknown) {
  const parsed = startSchema.safeParse(body);
  if (!parsed.success)
    throw refusals.of('invalid', 'invalid-upload', parsed.error.issues[0]?.message ?? 'Solicitud no válida');
  return uploadAnswer(
    await startUpload({
      name: parsed.data.nombre,
      size: parsed.data.tamano,
      maxBytes: VERSION_FILE_MAX_BYTES,
      accept: VERSION_FILE_TYPES,
      purpose: 'product-version',
      owner: uploadOwner(staff),
    }),
  );
}

export async function versionUploadStatus(staff: StaffSession, id: number) {
  const status = await uploadStatus(id, uploadOwner(staff));
  if (!status) throw refusals.notFound();
  return uploadAnswer(status);
}

/** A piece of the upload from `desde` (the query), the request's body as it arrives. */
export async function sendVersionUploadPiece(staff: StaffSession, id: number, req: Request) {
  const from = new URL(req.url).searchParams.get('desde') ?? '';
  if (!/^\d{1,10}$/.test(from)) throw refusals.of('invalid', 'upload-offset', 'Falta desde qué byte sigue la subida.');
  if (!req.body) throw refusals.badRequest();
  return uploadAnswer(await appendToUpload(id, uploadOwner(staff), Number(from), req.body, VERSION_FILE_TYPES));
}
