// Characters that visitor text must not carry into mails, logs and terminals, in one place: the
// enquiry schemas refuse them in one-line fields and strip them from multi-line ones, and the staff
// commands render them visibly. They are invisible or act on what displays them:
// - C0 and C1 controls and DEL (\p{Cc}): ESC starts terminal escape sequences, NUL, VT, FF, and
//   U+0085 (NEL), which some programs take for a line break;
// - U+2028/U+2029, line and paragraph separators;
// - the bidirectional embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, which
//   make text display in another order than it reads ("Trojan Source").
// Everything else is ordinary text and stays: accents, ñ, emoji (with their joiners), other
// scripts, and the plain left-to-right/right-to-left marks that right-to-left text needs.
// One-line fields (a name, an address, a hotel) refuse zero-width characters too (isPlainLine).
// Pure: also runs in the browser (the forms validate with the same rule).

const CLASS = '\\p{Cc}\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069';

/** Matches one such character. */
export const CONTROL_CHARACTER = new RegExp(`[${CLASS}]`, 'u');

/** Matches a control character other than the tab (a CSV cell or a one-line value may hold tabs). */
export const CONTROL_CHARACTER_BUT_TAB = new RegExp(`(?!\\t)[${CLASS}]`, 'u');

/**
 * A zero-width character: U+200B (space), U+200C (non-joiner), U+200D (joiner), U+2060
 * (word joiner), U+FEFF (byte-order mark). Invisible, they make two values that read the same
 * differ ("ana@mar.es" with one inside is another address to a search, an erasure or a duplicate
 * check) and hide text from whoever reads it. The joiner between two emoji is how emoji are
 * written (👩‍💻, 🏳️‍🌈), visible and ordinary: that one stays.
 */
const ZERO_WIDTH_CHARACTER =
  /[\u200B\u200C\u2060\uFEFF]|(?<![\p{Extended_Pictographic}\p{Emoji_Modifier}]\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/u;

/** One line of ordinary text: no control character (line breaks included) and no zero-width one. */
export function isPlainLine(text: string): boolean {
  return !CONTROL_CHARACTER.test(text) && !ZERO_WIDTH_CHARACTER.test(text);
}

const EVERY = new RegExp(`[${CLASS}]`, 'gu');
const EVERY_BUT_LINES = new RegExp(`(?![\\n\\t])[${CLASS}]`, 'u');

/** Multi-line text without them, newlines and tabs kept. Line breaks should be LF already. */
export function stripControlCharacters(text: string): string {
  return text.replace(EVERY, (c) => (c === '\n' || c === '\t' ? c : ''));
}

/**
 * The text with each such character written out visibly (ESC → `\x1b`, U+202E → `\u202e`), for
 * printing visitor text to a terminal. `keepLines` leaves newlines and tabs as they are.
 */
export function escapeControlCharacters(text: string, { keepLines = false } = {}): string {
  // Most text has none: asking first spares a copy of it (CSV exports call this on every cell).
  if (!(keepLines ? EVERY_BUT_LINES : CONTROL_CHARACTER).test(text)) return text;
  return text.replace(EVERY, (c) => {
    if (keepLines && (c === '\n' || c === '\t')) return c;
    const code = c.codePointAt(0)!;
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
