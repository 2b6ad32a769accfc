// One zod schema per enquiry form, built from the field table (fields.ts), used by the handlers
// and by the browser forms alike (the forms import this module when first used: see
// components/forms/load-schemas.ts).
import * as z from 'zod/mini';
import { enquiryFields, normaliseEnquiry, ROBOT_TICKED, type EnquiryKind, type EnquiryValues, type FieldSpec } from './fields';

export * from './fields';

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
