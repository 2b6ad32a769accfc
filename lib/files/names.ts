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
 * The Office and OpenDocument formats are ZIP archives inside.
 */
const EXTENSIONS: Record<FileType, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'application/zip': ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'],
  'text/plain': ['txt'],
  'application/vnd.microsoft.portable-executable': ['exe'],
  'application/x-ole-storage': ['msi'],
};

/**
 * Extensions a desktop runs or opens as code when the file is double-clicked. Text may carry any
 * other (`.log`, `.csv`, `.json`, `.out`…), as logs and exports do; with one of these it would be
 * a script the moment someone opens it from their downloads.
 */
// prettier-ignore
const RUNNABLE = new Set([
  'exe', 'com', 'scr', 'pif', 'cpl', 'msi', 'msp', 'bat', 'cmd', 'ps1', 'psm1', 'vbs', 'vbe', 'js', 'jse',
  'wsf', 'wsh', 'hta', 'lnk', 'reg', 'inf', 'sh', 'command', 'app', 'jar', 'url',
]);

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * The name a stored file is kept and offered under, once its bytes have said what it is: as given
 * when its extension fits the type, with the type's own added when it does not (`bad.exe` holding
 * text is kept as `bad.exe.txt`, a PNG called `captura` as `captura.png`), so that whoever
 * downloads it opens what it is. Text keeps any extension but one that would run.
 */
export function nameForType(name: string, type: FileType): string {
  const ext = extensionOf(name);
  const own = EXTENSIONS[type];
  const fits = type === 'text/plain' ? ext !== '' && !RUNNABLE.has(ext) : own.includes(ext);
  return fits ? name : sanitizeFileName(`${name}.${own[0]}`);
}
