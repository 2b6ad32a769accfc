// A file's name as given, made safe to keep, show and offer back on download: the last part of any
// path (a browser on Windows may send `C:\Users\…\captura.png`, a crafted form `../../etc/x`),
// without control or format characters (line breaks that would split a header or a log line,
// right-to-left overrides that make `gpj.exe` read as `exe.jpg`), without the characters Windows
// refuses in a name, and of a bounded length that keeps the extension.

import type { FileType } from './detect';

/** The longest name kept, in characters. */
export const NAME_MAX_CHARS = 150;

/** The name offered when none is left. */
export const DEFAULT_NAME = 'fichero';

export function sanitizeFileName(given: string): string {
  const last = given.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = last
    // Line breaks and tabs part words; the other control and format characters go.
    .replace(/[\t\n\v\f\r\u0085\u2028\u2029]/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    // Leading dots (`..`, hidden files) and trailing dots or blanks (Windows drops them) go.
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  if (!cleaned) return DEFAULT_NAME;
  const chars = [...cleaned];
  if (chars.length <= NAME_MAX_CHARS) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? [...cleaned.slice(dot)] : [];
  return (
    chars
      .slice(0, NAME_MAX_CHARS - ext.length)
      .join('')
      .trimEnd() + ext.join('')
  );
}

/**
 * `Content-Disposition` with the name (RFC 6266): an ASCII `filename` for old clients and the exact
 * name as `filename*=UTF-8''…` (RFC 8187 percent-encoding).
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The extensions a name of each type may end in, the first one added when it ends in none of them.
 * The Office and OpenDocument formats are ZIP archives inside; a compound file is an installer, a
 * patch or an old Office document; text is a log, an export or a configuration. Text under any
 * other extension gets `.txt`: a desktop opens `.bat`, `.rdp`, `.html`… as code or as a page, and
 * markup is only looked for at the start of a file (detect.ts), so an allowlist, not a blocklist.
 */
const EXTENSIONS: Record<FileType, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'application/zip': ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'],
  // prettier-ignore
  'text/plain': [
    'txt', 'log', 'csv', 'tsv', 'json', 'md', 'ini', 'cfg', 'conf', 'out', 'err', 'yaml', 'yml', 'sql',
    'properties', 'trc',
  ],
  'application/vnd.microsoft.portable-executable': ['exe', 'dll'],
  'application/x-ole-storage': ['msi', 'msp', 'mst', 'doc', 'xls', 'ppt', 'msg'],
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * The name a stored file is kept and offered under, once its bytes have said what it is: as given
 * when its extension fits the type, with the type's own added when it does not (`bad.exe` holding
 * text is kept as `bad.exe.txt`, a PNG called `captura` as `captura.png`), so that whoever
 * downloads it opens what it is.
 */
export function nameForType(name: string, type: FileType): string {
  const own = EXTENSIONS[type];
  return own.includes(extensionOf(name)) ? name : sanitizeFileName(`${name}.${own[0]}`);
}
