// One store for files, in the database on both engines, so every instance serves every file
// without a shared disk (docs/ARCHITECTURE.md, "Files"). The interface the rest of the code uses:
//
//   storeFile(source, { name, maxBytes, accept, purpose, owner? })  → StoredFileInfo   (store.ts)
//   readMultipart(request, { maxFiles, maxBytesPerFile, accept, fields, fileFields?, purpose, owner? })
//                                                        → { fields, files: [{ field, file }] } (multipart.ts)
//   markFilesAttached(tx, ids, { owner? })  in the caller's transaction with the row that refers to them
//   fileResponse(request, fileId, { disposition?, cacheControl? })  → Response (200/206/304/416) (serve.ts)
//   fileInfo(id), deleteFile(id)         removal: unreachable at once, the chunks swept later (removal.ts)
//   markFilesDeleted(tx, ids)            the same in the caller's transaction
//   startUpload / uploadStatus / appendToUpload: a big file sent in pieces, resumed from where it
//                                                        stands after a cut (resumable.ts)
//
// Refusals are thrown as FileRefused (an HttpError: 413, 415, 400, with a Spanish sentence naming
// the file), so a route wrapper answers them in its own format. Who may read or attach a file is
// decided by the caller, from the session, on its own rows: a file carries no permission of its own.
import 'server-only';

export { FILE_TYPES, INLINE_TYPES, type FileType } from './detect';
export { NAME_MAX_CHARS, sanitizeFileName } from './names';
export {
  acceptedWords,
  deleteFile,
  FILE_CHUNK_BYTES,
  fileInfo,
  FileRefused,
  markFilesAttached,
  storeFile,
  type FileSource,
  type StoredFileInfo,
  type StoreOptions,
} from './store';
export { readMultipart, type MultipartFile, type MultipartForm, type MultipartOptions } from './multipart';
export { fileResponse, type FileResponseOptions } from './serve';
export { ORPHAN_AFTER_HOURS } from './orphans';
export { markFilesDeleted, SWEEP_BATCH_CHUNKS } from './removal';
export { appendToUpload, startUpload, uploadStatus, type UploadOptions, type UploadStatus } from './resumable';
