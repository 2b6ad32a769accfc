'use client';
// One form for the three enquiry endpoints (docs/CONTRACT.md "Enquiry forms"). Fields, limits and required marks come
// from the shared schema, which also says below a field what is wrong with it (e-mail, phone,
// control characters); the states: robot alert, missing data, RQFALSE (e-mail label red), OK (a
// success alert replaces the form), anything else (danger alert, contact details visible).
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { enquiryFields, HONEYPOT_FIELD, type FieldSpec } from '@/lib/enquiries/fields';
import { FormFooter } from './form-footer';
import type { EnquiryIssue } from '@/lib/enquiries/schemas';
import { preloadEnquirySchemas, validateEnquiry } from './load-schemas';
import { revealOutcome } from './reveal-outcome';
import { postEnquiry } from './submit-enquiry';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

export type FormKind = 'contact' | 'training' | 'support';

export interface EnquiryFormText {
  labels: Record<string, string>;
  submit: string;
  sending: string;
  requiredNote: string;
  requiredSr: string;
  robot: string;
  robotAlert: string;
  missingData: string;
  emailInvalid: string;
  phoneInvalid: string;
  charactersInvalid: string;
  /** With `{email}` where the address goes. */
  success: string;
  failure: string;
  honeypot: string;
}

interface Props {
  kind: FormKind;
  endpoint: string;
  text: EnquiryFormText;
  /** Shown inside the success and failure alerts (server-rendered). */
  contactDetails: ReactNode;
  privacyNotice: ReactNode;
}

type Status = 'idle' | 'sending' | 'ok' | 'error';
type Notice = 'robot' | 'missing' | null;
/** What a field says below itself when the shared schema refuses it. */
type FieldError = Extract<EnquiryIssue, 'email' | 'phone' | 'characters'>;
const FIELD_ERRORS: readonly EnquiryIssue[] = ['email', 'phone', 'characters'];

const input =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 focus:outline-none aria-[invalid=true]:border-red-600';

export function EnquiryForm({ kind, endpoint, text, contactDetails, privacyNotice }: Props) {
  const fields = Object.entries(enquiryFields[kind]) as [string, FieldSpec][];
  const id = useId();
  // A choice starts on its first option, any other field empty.
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map(([n, spec]) => [n, spec.choices ? (Object.keys(spec.choices)[0] ?? '') : ''])),
  );
  const [robot, setRobot] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [notice, setNotice] = useState<Notice>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, FieldError>>({});
  const [sentTo, setSentTo] = useState('');
  const sending = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (name, value) => {
    if (name === 'robot') setRobot(value === true);
    else if (typeof value === 'string' && fields.some(([field]) => field === name))
      setValues((prev) => ({ ...prev, [name]: value }));
  });

  // A choice named in the address (`/contacto?asunto=demo`: the link that opened the page chose the
  // subject) is read here in the browser, so the page itself stays static. After the adoption of
  // what the fields hold, which would put the select's first option back.
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const chosen = Object.fromEntries(
      fields.flatMap(([name, spec]) => {
        const value = query.get(name);
        return spec.choices && value !== null && Object.hasOwn(spec.choices, value) ? [[name, value]] : [];
      }),
    );
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query string is only known in the browser
    if (Object.keys(chosen).length) setValues((prev) => ({ ...prev, ...chosen }));
    // Once, on the first render in the browser: the fields of a form never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setNotice(null);
    if (!robot) {
      setNotice('robot');
      return;
    }
    sending.current = true; // also while the validator loads
    const parsed = await validateEnquiry(kind, { ...values, robot: 'on' });
    sending.current = false;
    if (!parsed) {
      setStatus('error');
      return;
    }
    if (!parsed.ok) {
      if (parsed.issues.has('missing')) setNotice('missing');
      const errors = Object.fromEntries(
        Object.entries(parsed.fields).filter(([, issue]) => FIELD_ERRORS.includes(issue)),
      ) as Record<string, FieldError>;
      setFieldErrors(errors);
      if (parsed.issues.has('missing') || Object.keys(errors).length) return;
    }
    setFieldErrors({});
    sending.current = true;
    setStatus('sending');
    const result = await postEnquiry(endpoint, {
      ...values,
      robot: 'true',
      [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
    });
    sending.current = false;
    if (result === 'ok') {
      setSentTo(values.email ?? '');
      setStatus('ok');
    } else if (result === 'rqfalse') {
      setStatus('idle');
      setFieldErrors({ email: 'email' });
      // The training form has no e-mail label to turn red alone: it says that data is missing.
      if (kind === 'training') setNotice('missing');
    } else {
      setStatus('error');
    }
  }

  if (status === 'ok') {
    return (
      <div
        role="alert"
        ref={revealOutcome}
        tabIndex={-1}
        className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950 focus:outline-none"
      >
        <p className="font-semibold">{text.success.replace('{email}', sentTo)}</p>
        <div className="mt-3 text-sm">{contactDetails}</div>
      </div>
    );
  }

  const busy = status === 'sending';
  return (
    <div>
      {status === 'error' && (
        <div
          role="alert"
          ref={revealOutcome}
          tabIndex={-1}
          className="mb-5 rounded-xl border border-red-300 bg-red-50 p-5 text-red-950 focus:outline-none"
        >
          <p className="font-semibold">{text.failure}</p>
          <div className="mt-3 text-sm">{contactDetails}</div>
        </div>
      )}
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        onFocus={preloadEnquirySchemas}
        aria-busy={busy}
        className="space-y-4"
      >
        <p className="text-sm text-slate-600">{text.requiredNote}</p>
        {fields.map(([name, spec]) => {
          const fieldId = `${id}-${name}`;
          const isEmail = spec.kind === 'email';
          const error = fieldErrors[name];
          const invalid = error !== undefined;
          const common = {
            id: fieldId,
            name,
            value: values[name] ?? '',
            maxLength: spec.max,
            required: spec.required,
            autoComplete: spec.autoComplete,
            'aria-invalid': invalid || undefined,
            'aria-describedby': invalid ? `${fieldId}-error` : undefined,
            className: input,
          };
          const change = (v: string) => setValues((prev) => ({ ...prev, [name]: v }));
          return (
            <div key={name}>
              <label
                htmlFor={fieldId}
                className={`block text-sm font-medium ${invalid ? 'text-red-700' : 'text-slate-800'}`}
              >
                {text.labels[name]}
                {spec.required && (
                  <>
                    <span aria-hidden="true" className="text-red-700">
                      {' '}
                      *
                    </span>
                    <span className="sr-only"> {text.requiredSr}</span>
                  </>
                )}
              </label>
              {spec.choices ? (
                <select
                  id={fieldId}
                  name={name}
                  value={values[name] ?? ''}
                  required={spec.required}
                  className={input}
                  onChange={(e) => change(e.target.value)}
                >
                  {Object.entries(spec.choices).map(([value, words]) => (
                    <option key={value} value={value}>
                      {words}
                    </option>
                  ))}
                </select>
              ) : spec.kind === 'text' ? (
                <textarea {...common} rows={5} onChange={(e) => change(e.target.value)} />
              ) : (
                <input
                  {...common}
                  type={isEmail ? 'email' : spec.kind === 'phone' ? 'tel' : 'text'}
                  onChange={(e) => change(e.target.value)}
                />
              )}
              {spec.kind === 'text' && (
                <p className="mt-1 text-right text-xs text-slate-500" aria-hidden="true">
                  {(values[name] ?? '').length}/{spec.max}
                </p>
              )}
              {invalid && (
                <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-700">
                  {error === 'email'
                    ? text.emailInvalid
                    : error === 'phone'
                      ? text.phoneInvalid
                      : text.charactersInvalid}
                </p>
              )}
            </div>
          );
        })}
        <FormFooter
          id={id}
          text={text}
          honeypotRef={honeypot}
          robot={robot}
          onRobot={setRobot}
          notice={notice}
          privacyNotice={privacyNotice}
          busy={busy}
        />
      </form>
    </div>
  );
}
