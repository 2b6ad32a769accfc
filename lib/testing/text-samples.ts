// Samples for the control-character rule (lib/text/control-characters.ts), shared by its tests.

/** One of each kind the rule covers. */
export const CONTROLS = {
  NUL: '\u0000',
  ESC: '\u001b',
  VT: '\u000b',
  FF: '\u000c',
  CR: '\r',
  LF: '\n',
  TAB: '\t',
  DEL: '\u007f',
  CSI: '\u009b',
  NEL: '\u0085',
  LSEP: '\u2028',
  PSEP: '\u2029',
  LRE: '\u202a',
  RLO: '\u202e',
  LRI: '\u2066',
  PDI: '\u2069',
};

/** The zero-width characters one-line fields refuse besides them. */
export const ZERO_WIDTH = { ZWSP: '\u200b', ZWNJ: '\u200c', ZWJ: '\u200d', WJ: '\u2060', BOM: '\ufeff' };

/** Ordinary text in several scripts, with accents, ñ, emoji (a ZWJ sequence, a flag) and RTL marks. */
export const ORDINARY = [
  'Peñíscola',
  'Çà-ü Øß',
  'José María O’Brien',
  '北京饭店',
  'Москва',
  'فندق\u200f',
  'שלום',
  '🏨 👩‍💻 🇪🇸',
  'Café «Ñandú»',
];
