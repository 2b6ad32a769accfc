// One zod schema per enquiry form, built from the field table (fields.ts), used by the handlers
// and by the browser forms alike (the forms import this module when first used: see
// components/forms/load-schemas.ts).
import * as z from 'zod/mini';
import { isPlainLine } from '@/lib/text/control-characters';
import {
  enquiryFields,
  normaliseEnquiry,
  ROBOT_TICKED,
  type EnquiryKind,
  type EnquiryValues,
  type FieldSpec,
} from './fields';

export * from './fields';

/** The phone rule of every form: digits, spaces, `+` in front, `-`, `.`, parentheses; 6 to 15 characters. */
export const PHONE = /^\+?[0-9 ().-]{6,15}$/;

function fieldSchema(spec: FieldSpec) {
  const checks = [z.maxLength(spec.max), ...(spec.required ? [z.minLength(1)] : [])];
  // Multi-line text arrives without control characters (normaliseEnquiry); one line refuses them,
  // and zero-width characters too (a name or an address that reads the same as another).
  const oneLine = z.refine<string>(isPlainLine);
  switch (spec.kind) {
    case 'email':
      return z.email().check(...checks, oneLine);
    case 'phone':
      // An optional phone may be left empty; one that is given follows the rule.
      return z.string().check(
        ...checks,
        oneLine,
        z.refine((v) => (!spec.required && v === '') || PHONE.test(v)),
      );
    case 'line':
      return z.string().check(...checks, oneLine);
    case 'text':
      return z.string().check(...checks);
    case 'choice':
      return z.string().check(z.refine((v) => (!spec.required && v === '') || Object.hasOwn(spec.choices ?? {}, v)));
  }
}

type Shape<K extends EnquiryKind> = { [F in keyof (typeof enquiryFields)[K]]: z.ZodMiniString<string> } & {
  robot: z.ZodMiniEnum<{ true: 'true'; on: 'on'; '1': '1' }>;
};

function schemaOf<K extends EnquiryKind>(kind: K) {
  const shape: Record<string, z.ZodMiniType> = { robot: z.enum(ROBOT_TICKED) };
  for (const [name, spec] of Object.entries(enquiryFields[kind] as Record<string, FieldSpec>))
    shape[name] = fieldSchema(spec);
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

/**
 * What is wrong, for the browser to say: a required field left empty, an e-mail or phone that does
 * not follow its rule, control or zero-width characters in a one-line field, the robot box, or
 * anything else (a length the browser's maxLength already prevents).
 */
export type EnquiryIssue = 'missing' | 'email' | 'phone' | 'characters' | 'robot' | 'invalid';

export type EnquiryParse<K extends EnquiryKind> =
  | { ok: true; values: EnquiryValues<K> }
  | { ok: false; issues: Set<EnquiryIssue>; fields: Record<string, EnquiryIssue> };

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
  const fields: Record<string, EnquiryIssue> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    const spec = specs[name];
    if (name === 'robot') fields[name] = 'robot';
    else if (spec?.required && input[name] === '') fields[name] = 'missing';
    else if (spec?.kind !== 'text' && !isPlainLine(input[name] ?? '')) fields[name] = 'characters';
    else if (spec?.kind === 'email') fields[name] = 'email';
    else if (spec?.kind === 'phone') fields[name] = 'phone';
    else fields[name] ??= 'invalid';
  }
  return { ok: false, issues: new Set(Object.values(fields)), fields };
}
