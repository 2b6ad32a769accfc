// A file's name as given, made safe to keep, show and offer back on download: the last part of any
// path (a browser on Windows may send `C:\Users\…\captura.png`, a crafted form `../../etc/x`),
// without control or format characters (line breaks that would split a header or a log line,
// right-to-left overrides that make `gpj.exe` read as `exe.jpg`), without the characters Windows
// refuses in a name, and of a bounded length that keeps the extension.

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
