// The enquiry forms' field table (docs/CONTRACT.md "Enquiry forms"): names, limits,
// kinds and autocomplete. The forms render from it; schemas.ts builds the zod schema of each form
// from it. Kept apart from zod so the forms can ship without it and load it when first used.
import { stripControlCharacters } from '@/lib/text/control-characters';

export type FieldKind = 'line' | 'email' | 'phone' | 'text' | 'choice';

export interface FieldSpec {
  max: number;
  required: boolean;
  /**
   * line: one line (control characters, CR/LF included, refused); text: several lines (control
   * characters but newline and tab removed); email and phone are one-line too. Phone: the one
   * phone rule of schemas.ts.
   */
  kind: FieldKind;
  autoComplete: string;
  /** A choice's values and the words shown for each (the form's options, the mails, the inbox). */
  choices?: Readonly<Record<string, string>>;
}

/** The text limits the old forms and their clients use (docs/CONTRACT.md "Enquiry forms"). */
export const LIMITS = { short: 70, phone: 15, long: 239 } as const;

const line = (required: boolean, autoComplete: string, max: number = LIMITS.short): FieldSpec => ({
  max,
  required,
  kind: 'line',
  autoComplete,
});
const email: FieldSpec = { max: LIMITS.short, required: true, kind: 'email', autoComplete: 'email' };
const text: FieldSpec = { max: LIMITS.long, required: true, kind: 'text', autoComplete: 'off' };

/**
 * What a contact enquiry is about. Each link that opens /contacto names its subject in the address
 * (`/contacto?asunto=demo`), which the static page's form reads in the browser; the first is the
 * form's own default, and a client of the contract that sends none leaves it empty.
 */
export const CONTACT_SUBJECTS = {
  informacion: 'Información',
  demo: 'Una demostración',
  distribuidor: 'Ser distribuidor',
} as const;
export type ContactSubject = keyof typeof CONTACT_SUBJECTS;

/** The address of /contacto with `subject` chosen. */
export const contactHref = (subject: ContactSubject) => `/contacto?asunto=${subject}`;

export const enquiryFields = {
  contact: {
    asunto: { max: LIMITS.short, required: false, kind: 'choice', autoComplete: 'off', choices: CONTACT_SUBJECTS },
    nombre: line(true, 'given-name'),
    apellidos: line(false, 'family-name'),
    email,
    telefono: { max: LIMITS.phone, required: false, kind: 'phone', autoComplete: 'tel' },
    consulta: text,
  },
  training: {
    nombre: line(true, 'given-name'),
    apellidos: line(false, 'family-name'),
    email,
    formacion: text,
  },
  support: {
    nombre: line(true, 'given-name'),
    apellidos: line(false, 'family-name'),
    hotel: line(true, 'organization'),
    cargoempleado: line(true, 'organization-title'),
    email,
    motivo: text,
  },
  // The call-back widget of /contacto (outside the contract): a name and a phone to call.
  callback: {
    nombre: line(true, 'name'),
    telefono: { max: LIMITS.phone, required: true, kind: 'phone', autoComplete: 'tel' },
  },
} as const satisfies Record<string, Record<string, FieldSpec>>;

export type EnquiryKind = keyof typeof enquiryFields;
export const enquiryKinds = Object.keys(enquiryFields) as EnquiryKind[];

/** The hidden field humans never fill (see the forms); bots that fill it get OK and nothing happens. */
export const HONEYPOT_FIELD = 'sitioweb';

/** `robot` is ticked when `true`, `on` or `1` (CONTRACT.md). */
export const ROBOT_TICKED = ['true', 'on', '1'] as const;

/**
 * What the schema sees: every known field as a string (missing → ''), trimmed; several-line
 * fields with CRLF folded to LF, as the browser counts them for maxLength, and without control
 * characters (lib/text/control-characters.ts). Unknown fields dropped.
 */
export function normaliseEnquiry(kind: EnquiryKind, raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(enquiryFields[kind] as Record<string, FieldSpec>)) {
    const value = typeof raw[name] === 'string' ? (raw[name] as string) : '';
    out[name] = spec.kind === 'text' ? stripControlCharacters(value.replace(/\r\n?/g, '\n')).trim() : value.trim();
  }
  out.robot = typeof raw.robot === 'string' ? raw.robot.trim().toLowerCase() : '';
  return out;
}

/** A stored value as people read it: a choice's words, anything else as it is. */
export function fieldValueText(kind: EnquiryKind, name: string, value: string): string {
  const spec = (enquiryFields[kind] as Record<string, FieldSpec>)[name];
  return spec?.choices?.[value] ?? value;
}

export type EnquiryValues<K extends EnquiryKind> = { [F in keyof (typeof enquiryFields)[K]]: string };
