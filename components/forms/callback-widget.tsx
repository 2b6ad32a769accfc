'use client';
// Call-back widget of /contacto, beside the sales phone: a name and a phone, posted to /api/callback
// (docs/CONTRACT.md "Beside the contract"). Same states as the enquiry forms.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { enquiryFields, HONEYPOT_FIELD } from '@/lib/enquiries/fields';
import { FormFooter } from './form-footer';
import { preloadEnquirySchemas, validateEnquiry } from './load-schemas';
import { revealOutcome } from './reveal-outcome';
import { postEnquiry } from './submit-enquiry';

export interface CallbackText {
  open: string;
  close: string;
  intro: string;
  nombre: string;
  telefono: string;
  submit: string;
  sending: string;
  requiredSr: string;
  robot: string;
  robotAlert: string;
  missingData: string;
  phoneInvalid: string;
  charactersInvalid: string;
  /** With `{phone}` where the number goes. */
  success: string;
  failure: string;
  honeypot: string;
}

const input =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 focus:outline-none aria-[invalid=true]:border-red-600';

/** `anchor`: the id of the block around the widget; an address ending in #anchor opens the widget. */
export function CallbackWidget({
  text,
  privacyNotice,
  anchor,
}: {
  text: CallbackText;
  privacyNotice: ReactNode;
  anchor: string;
}) {
  const id = useId();
  const spec = enquiryFields.callback;
  const [open, setOpen] = useState(false);
  const [nombre, setNombre] = useState('');
  const [telefono, setTelefono] = useState('');
  const [robot, setRobot] = useState(false);
  const [status, setStatus] = useState<'idle' | 'sending' | 'ok' | 'error'>('idle');
  const [notice, setNotice] = useState<'robot' | 'missing' | null>(null);
  const [phoneBad, setPhoneBad] = useState(false);
  const [nombreBad, setNombreBad] = useState(false);
  const sending = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // "Que me llamen" links (/contacto#llamada) come to call back: open the form for them.
    const openOnAnchor = () => {
      if (location.hash === `#${anchor}`) setOpen(true);
    };
    openOnAnchor();
    window.addEventListener('hashchange', openOnAnchor);
    return () => window.removeEventListener('hashchange', openOnAnchor);
  }, [anchor]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setNotice(null);
    if (!robot) return setNotice('robot');
    sending.current = true; // also while the validator loads
    const parsed = await validateEnquiry('callback', { nombre, telefono, robot: 'on' });
    sending.current = false;
    if (!parsed) return setStatus('error');
    if (!parsed.ok) {
      if (parsed.issues.has('missing')) return setNotice('missing');
      setNombreBad(parsed.fields.nombre === 'characters');
      return setPhoneBad(parsed.fields.telefono !== undefined);
    }
    setPhoneBad(false);
    setNombreBad(false);
    sending.current = true;
    setStatus('sending');
    const result = await postEnquiry('/api/callback', {
      nombre,
      telefono,
      robot: 'true',
      [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
    });
    sending.current = false;
    if (result === 'ok') setStatus('ok');
    else if (result === 'rqfalse') {
      setStatus('idle');
      setPhoneBad(true);
    } else setStatus('error');
  }

  if (status === 'ok') {
    return (
      <p
        role="alert"
        ref={revealOutcome}
        tabIndex={-1}
        className="mt-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm font-semibold text-emerald-950 focus:outline-none"
      >
        {text.success.replace('{phone}', telefono)}
      </p>
    );
  }

  const panel = `${id}-panel`;
  const busy = status === 'sending';
  return (
    <div className="mt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((o) => !o)}
        className="rounded-full border border-teal-800 px-4 py-2 text-sm font-semibold text-teal-900 hover:bg-teal-50"
      >
        {open ? text.close : text.open}
      </button>
      {open && (
        <form
          id={panel}
          noValidate
          onSubmit={submit}
          onFocus={preloadEnquirySchemas}
          aria-busy={busy}
          className="mt-3 space-y-3 rounded-xl bg-slate-50 p-4"
        >
          <p className="text-sm text-slate-700">{text.intro}</p>
          {status === 'error' && (
            <p
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-950"
            >
              {text.failure}
            </p>
          )}
          <div>
            <label
              htmlFor={`${id}-nombre`}
              className={`block text-sm font-medium ${nombreBad ? 'text-red-700' : 'text-slate-800'}`}
            >
              {text.nombre}
              <span aria-hidden="true" className="text-red-700">
                {' '}
                *
              </span>
              <span className="sr-only"> {text.requiredSr}</span>
            </label>
            <input
              id={`${id}-nombre`}
              name="nombre"
              value={nombre}
              onChange={(e) => setNombre(e.target.value)}
              maxLength={spec.nombre.max}
              required
              autoComplete="name"
              aria-invalid={nombreBad || undefined}
              aria-describedby={nombreBad ? `${id}-nombre-error` : undefined}
              className={input}
            />
            {nombreBad && (
              <p id={`${id}-nombre-error`} className="mt-1 text-sm text-red-700">
                {text.charactersInvalid}
              </p>
            )}
          </div>
          <div>
            <label
              htmlFor={`${id}-telefono`}
              className={`block text-sm font-medium ${phoneBad ? 'text-red-700' : 'text-slate-800'}`}
            >
              {text.telefono}
              <span aria-hidden="true" className="text-red-700">
                {' '}
                *
              </span>
              <span className="sr-only"> {text.requiredSr}</span>
            </label>
            <input
              id={`${id}-telefono`}
              name="telefono"
              type="tel"
              value={telefono}
              onChange={(e) => setTelefono(e.target.value)}
              maxLength={spec.telefono.max}
              required
              autoComplete="tel"
              aria-invalid={phoneBad || undefined}
              aria-describedby={phoneBad ? `${id}-telefono-error` : undefined}
              className={input}
            />
            {phoneBad && (
              <p id={`${id}-telefono-error`} className="mt-1 text-sm text-red-700">
                {text.phoneInvalid}
              </p>
            )}
          </div>
          <FormFooter
            id={id}
            text={text}
            honeypotRef={honeypot}
            robot={robot}
            onRobot={setRobot}
            notice={notice}
            privacyNotice={privacyNotice}
            busy={busy}
            compact
          />
        </form>
      )}
    </div>
  );
}
