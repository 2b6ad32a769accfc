// The enquiry forms (CONTRACT.md "Enquiry forms", spec §3, §5): one zod schema per form, built from
// one field table, read by the browser form (maxLength, required, autocomplete) and the handler alike.
// Pure and small on purpose: zod/mini keeps the browser bundle light.
import * as z from 'zod/mini';

export type FieldKind = 'line' | 'email' | 'phone' | 'text';

export interface FieldSpec {
  max: number;
  required: boolean;
  /** line: one line (CR/LF refused); text: several lines; email and phone are one-line too. */
  kind: FieldKind;
  autoComplete: string;
}

/** The text limits of spec §9. */
export const LIMITS = { short: 70, phone: 15, long: 239 } as const;

const line = (required: boolean, autoComplete: string, max: number = LIMITS.short): FieldSpec => ({ max, required, kind: 'line', autoComplete });
const email: FieldSpec = { max: LIMITS.short, required: true, kind: 'email', autoComplete: 'email' };
const text: FieldSpec = { max: LIMITS.long, required: true, kind: 'text', autoComplete: 'off' };

export const enquiryFields = {
  contact: {
    nombre: line(true, 'given-name'),
    apellidos: line(false, 'family-name'),
    email,
    telefono: { max: LIMITS.phone, required: false, kind: 'line', autoComplete: 'tel' },
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

const ONE_LINE = /^[^\r\n]*$/;
const PHONE = /^\+?[0-9 ().-]{6,15}$/;

function fieldSchema(spec: FieldSpec) {
  const checks = [z.maxLength(spec.max), ...(spec.required ? [z.minLength(1)] : [])];
  switch (spec.kind) {
    case 'email':
      return z.email().check(...checks);
    case 'phone':
      return z.string().check(...checks, z.regex(PHONE));
    case 'line':
      return z.string().check(...checks, z.regex(ONE_LINE));
    case 'text':
      return z.string().check(...checks);
  }
}

type Shape<K extends EnquiryKind> = { [F in keyof (typeof enquiryFields)[K]]: z.ZodMiniString<string> } & {
  robot: z.ZodMiniEnum<{ true: 'true'; on: 'on'; '1': '1' }>;
};

function schemaOf<K extends EnquiryKind>(kind: K) {
  const shape: Record<string, z.ZodMiniType> = { robot: z.enum(ROBOT_TICKED) };
  for (const [name, spec] of Object.entries(enquiryFields[kind] as Record<string, FieldSpec>)) shape[name] = fieldSchema(spec);
  return z.object(shape as Shape<K>);
}

export const contactSchema = schemaOf('contact');
export const trainingSchema = schemaOf('training');
export const supportPermissionSchema = schemaOf('support');
export const callbackSchema = schemaOf('callback');

export const enquirySchemas = {
  contact: contactSchema,
  training: trainingSchema,
  support: supportPermissionSchema,
  callback: callbackSchema,
} as const;

export type EnquiryValues<K extends EnquiryKind> = { [F in keyof (typeof enquiryFields)[K]]: string };

/**
 * What the schema sees: every known field as a string (missing → ''), trimmed; several-line
 * fields with CRLF folded to LF, as the browser counts them for maxLength. Unknown fields dropped.
 */
export function normaliseEnquiry(kind: EnquiryKind, raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(enquiryFields[kind] as Record<string, FieldSpec>)) {
    const value = typeof raw[name] === 'string' ? (raw[name] as string) : '';
    out[name] = spec.kind === 'text' ? value.replace(/\r\n?/g, '\n').trim() : value.trim();
  }
  out.robot = typeof raw.robot === 'string' ? raw.robot.trim().toLowerCase() : '';
  return out;
}

export type EnquiryIssue = 'missing' | 'email' | 'robot' | 'invalid';

export type EnquiryParse<K extends EnquiryKind> = { ok: true; values: EnquiryValues<K> } | { ok: false; issues: Set<EnquiryIssue> };

/** Validates a raw form against the kind's schema. The issues tell the browser what to show. */
export function parseEnquiry<K extends EnquiryKind>(kind: K, raw: Record<string, unknown>): EnquiryParse<K> {
  const input = normaliseEnquiry(kind, raw);
  const result = enquirySchemas[kind].safeParse(input);
  if (result.success) {
    const values: Record<string, string> = { ...(result.data as Record<string, string>) };
    delete values.robot;
    return { ok: true, values: values as EnquiryValues<K> };
  }
  const specs = enquiryFields[kind] as Record<string, FieldSpec>;
  const issues = new Set<EnquiryIssue>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (name === 'robot') issues.add('robot');
    else if (specs[name]?.required && input[name] === '') issues.add('missing');
    else if (specs[name]?.kind === 'email') issues.add('email');
    else issues.add('invalid');
  }
  return { ok: false, issues };
}
