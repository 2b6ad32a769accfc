// The end of every enquiry form (the full forms and the call-back widget): the honeypot no person
// sees, the "no soy un robot" box, the robot or missing-data notice, the privacy notice and the
// send button. `compact`: the widget's smaller paddings.
import type { ReactNode, RefObject } from 'react';
import { HONEYPOT_FIELD } from '@/lib/enquiries/fields';

export interface FormFooterText {
  honeypot: string;
  robot: string;
  requiredSr: string;
  robotAlert: string;
  missingData: string;
  submit: string;
  sending: string;
}

export function FormFooter({
  id,
  text,
  honeypotRef,
  robot,
  onRobot,
  notice,
  privacyNotice,
  busy,
  compact,
}: {
  id: string;
  text: FormFooterText;
  honeypotRef: RefObject<HTMLInputElement | null>;
  robot: boolean;
  onRobot: (checked: boolean) => void;
  notice: 'robot' | 'missing' | null;
  privacyNotice: ReactNode;
  busy: boolean;
  compact?: boolean;
}) {
  return (
    <>
      {/* Humans never see this field; bots that fill every input give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{text.honeypot}</label>
        <input
          ref={honeypotRef}
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-robot`}
          name="robot"
          type="checkbox"
          checked={robot}
          onChange={(e) => onRobot(e.target.checked)}
          required
          className="h-5 w-5 rounded border-slate-400 text-teal-700 focus:ring-teal-700"
        />
        <label htmlFor={`${id}-robot`} className="text-sm font-medium text-slate-800">
          {text.robot}
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
          <span className="sr-only"> {text.requiredSr}</span>
        </label>
      </div>
      {notice && (
        <p
          role="alert"
          className={`rounded-lg border border-amber-300 bg-amber-50 text-sm font-medium text-amber-950 ${compact ? 'px-3 py-2' : 'px-4 py-3'}`}
        >
          {notice === 'robot' ? text.robotAlert : text.missingData}
        </p>
      )}
      <div className="text-xs leading-5 text-slate-600">{privacyNotice}</div>
      <button
        type="submit"
        disabled={busy}
        className={
          compact
            ? 'rounded-full bg-teal-800 px-5 py-2 text-sm font-semibold text-white hover:bg-teal-900 disabled:opacity-70'
            : 'inline-flex items-center rounded-full bg-teal-800 px-6 py-3 font-semibold text-white hover:bg-teal-900 disabled:cursor-wait disabled:opacity-70'
        }
      >
        {busy ? text.sending : text.submit}
      </button>
    </>
  );
}
