// What a version's file must be for its kind, and the sentences about it: an «Instalador» is a
// program the hotel runs (a Windows program, an MSI package, or a ZIP, the kinds lib/files/detect.ts
// recognises; a ZIP's entries are not looked into, so any ZIP passes), never text or a PDF under an
// installer's name; a file whose content is not what its extension says is kept under a name that
// says it (lib/files/names.ts), and staff are told. Pure: the uploader checks the file's first bytes
// before sending any, the server checks the stored type when the file is added, in the transaction
// that attaches it (lib/products/staff/versions.ts).
import { FILE_TYPES, type FileType } from '@/lib/files/detect';
import { fileSize } from '@/lib/format/file-size';
import type { FileKind } from '../fields';

/** The contents an «Instalador» may have (a ZIP as such: what it holds is not checked). */
export const INSTALLER_TYPES: readonly FileType[] = [
  'application/vnd.microsoft.portable-executable',
  'application/x-ole-storage',
  'application/zip',
];

/** What a content is, inside «su contenido es …». */
const CONTENT_WORDS: Partial<Record<FileType, string>> = {
  'text/plain': 'texto',
  'application/pdf': 'un PDF',
  'application/zip': 'un ZIP',
  'application/vnd.microsoft.portable-executable': 'un programa de Windows (EXE)',
  'application/x-ole-storage': 'un paquete de Windows Installer (MSI)',
};

export const contentWords = (type: FileType): string => CONTENT_WORDS[type] ?? FILE_TYPES[type];

/** Why a file of `type` cannot be added as `kind`, or null when it can. */
export function kindRefusal(kind: FileKind, type: FileType): string | null {
  if (kind !== 'installer' || INSTALLER_TYPES.includes(type)) return null;
  return (
    `El fichero no es un instalador: su contenido es ${contentWords(type)}. ` +
    'Sube el .exe o el .msi del programa (o un .zip), o elige otro tipo.'
  );
}

export interface AddedFile {
  /** The name as chosen in the browser (sanitised), when the uploader sent it */
  given: string | null;
  /** The name it is kept and offered under */
  name: string;
  size: number;
  type: FileType;
  sha256: string;
}

/**
 * The sentence once a file is added: its name and size, the name it was kept under when that is
 * not the one given (its content is not what its extension said), and its SHA-256.
 */
export function fileAddedMessage(f: AddedFile): string {
  const size = fileSize(f.size);
  const renamed = f.given !== null && f.given !== f.name;
  const head = renamed
    ? `Fichero «${f.given}» añadido (${size}). Guardado como ${f.name}: su contenido es ${contentWords(f.type)}.`
    : `Fichero «${f.name}» añadido (${size}).`;
  return `${head} SHA-256: ${f.sha256}`;
}
