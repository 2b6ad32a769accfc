// What a file is, from its bytes: never from its name or the type the client claims. A small table
// of signatures rather than a library (file-type): the store accepts six binary kinds and plain
// text, and the library neither recognises text nor tells HTML, SVG or XML apart from it, which is
// the distinction that matters here (markup is what a browser could run); six fixed prefixes need
// no dependency.

/** The types the store keeps, as MIME types. */
export const FILE_TYPES = {
  'image/png': 'imagen PNG',
  'image/jpeg': 'imagen JPEG',
  'image/gif': 'imagen GIF',
  'image/webp': 'imagen WebP',
  'application/pdf': 'PDF',
  'application/zip': 'ZIP',
  'text/plain': 'texto',
  // Installers of the vendor's programs (lib/products): a Windows program, an MSI package (a
  // compound file, as old Office documents are). Never shown in the page.
  'application/vnd.microsoft.portable-executable': 'programa de Windows (EXE)',
  'application/x-ole-storage': 'paquete de Windows Installer (MSI)',
} as const;

export type FileType = keyof typeof FILE_TYPES;

/** The types a browser may show in the page (checked images and PDF); everything else is a download. */
export const INLINE_TYPES: ReadonlySet<FileType> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
]);

/** Bytes read before the type is decided (every signature and the start of any markup fit). */
export const HEAD_BYTES = 4096;

/** Text that a browser would read as a page or a drawing: never stored as text. */
export type Markup = 'html' | 'svg' | 'xml';

/** What the head says: a type, markup, or nothing the store knows. */
export type Detected = { type: FileType } | { markup: Markup } | { unknown: true };

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.byteLength)));

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.byteLength >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

/** The binary kinds, each by its fixed signature at the start of the file. */
function binaryType(head: Uint8Array): FileType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  const six = ascii(head, 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a') return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  // A local file header, or the end record alone (an empty archive).
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]))
    return 'application/zip';
  // "MZ", then the offset of the PE header (a DOS stub alone is not a program anyone installs).
  if (ascii(head, 0, 2) === 'MZ' && head.byteLength >= 64) {
    const pe = head[60]! | (head[61]! << 8) | (head[62]! << 16) | (head[63]! << 24);
    if (pe > 0 && ascii(head, pe, pe + 4) === 'PE\0\0') return 'application/vnd.microsoft.portable-executable';
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/x-ole-storage';
  return null;
}

/**
 * Markup at the start of a text: after a byte-order mark and blanks, a `<` opening a tag, a comment,
 * a declaration or a processing instruction. (A log line such as syslog's `<134>` starts with a
 * digit and stays text.) What a browser sniffing the content would take for a page is refused;
 * nosniff and `attachment` on the way out are the second line.
 */
function markupOf(text: string): Markup | null {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (!/^<[a-zA-Z!?]/.test(start)) return null;
  const head = start.slice(0, HEAD_BYTES).toLowerCase();
  if (/<svg[\s>/]/.test(head)) return 'svg';
  if (head.startsWith('<?xml') && !/<html[\s>]/.test(head)) return 'xml';
  return 'html';
}

/** The head of a file (its first HEAD_BYTES, or all of a shorter one) as the store takes it. */
export function detectType(head: Uint8Array): Detected {
  const binary = binaryType(head);
  if (binary) return { type: binary };
  if (head.includes(0)) return { unknown: true };
  // The head may end inside a character: decode what is complete; the whole text is checked as it streams.
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, completeLength(head)));
  } catch {
    return { unknown: true };
  }
  const markup = markupOf(text);
  if (markup) return { markup };
  return { type: 'text/plain' };
}

/** Length of `bytes` without a multi-byte character cut off at its end. */
function completeLength(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.byteLength); back++) {
    const b = bytes[bytes.byteLength - back]!;
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > back ? bytes.byteLength - back : bytes.byteLength;
  }
  return bytes.byteLength;
}

/**
 * Plain text checked as it streams: valid UTF-8 throughout and no NUL byte (a binary file whose
 * start happened to look like text). `push` each piece in order, then `end`; false once it is not.
 */
export class TextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private ok = true;

  push(piece: Uint8Array): boolean {
    if (!this.ok) return false;
    if (piece.includes(0)) return (this.ok = false);
    try {
      this.decoder.decode(piece, { stream: true });
    } catch {
      this.ok = false;
    }
    return this.ok;
  }

  end(): boolean {
    if (!this.ok) return false;
    try {
      this.decoder.decode();
    } catch {
      this.ok = false;
    }
    return this.ok;
  }
}
