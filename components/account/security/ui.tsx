// Small pieces shared by the Seguridad sections (and a few other panels of /micuenta, all client
// components: the hook below runs only there).
import { useCallback, useEffect, useState, type ReactNode, type Ref } from 'react';

export const button =
  'rounded-md border border-teal-800 px-4 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus:outline-2 focus:outline-amber-500 disabled:opacity-60';
export const primaryButton =
  'rounded-md bg-teal-800 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-900 focus:outline-2 focus:outline-amber-500 disabled:opacity-60';
export const dangerButton =
  'rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 focus:outline-2 focus:outline-amber-500 disabled:opacity-60';
export const textInput =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-teal-700 focus:ring-2 focus:ring-teal-600 focus:outline-none';

export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-1 text-sm text-slate-600">{intro}</div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * A sentence saying what an action did. Given a `ref`, it is focusable from script (tabIndex -1), so
 * that the focus can land on it once the action has answered (useFocusAfterRender).
 */
export function Notice({
  tone,
  children,
  ref,
  id,
}: {
  tone: 'ok' | 'error';
  children: ReactNode;
  ref?: Ref<HTMLParagraphElement>;
  id?: string;
}) {
  const cls = tone === 'ok' ? 'border-teal-300 bg-teal-50 text-teal-900' : 'border-red-300 bg-red-50 text-red-800';
  return (
    <p
      ref={ref}
      id={id}
      tabIndex={ref ? -1 : undefined}
      role={tone === 'ok' ? 'status' : 'alert'}
      className={`mt-3 rounded-md border px-3 py-2 text-sm ${cls}`}
    >
      {children}
    </p>
  );
}

/**
 * Where the focus goes once an action has answered, as in components/account/support/case-actions.tsx:
 * asked for when the answer comes, done after React has put it on the page (the sentence rendered,
 * the buttons enabled again, the next field there), rather than leaving it on <body>, where a button
 * disabled while sending or a form that closed drops it. `target` is read then, not when asked.
 */
export function useFocusAfterRender(): (target: () => HTMLElement | null | undefined) => void {
  const [request, setRequest] = useState<{ target: () => HTMLElement | null | undefined } | null>(null);
  useEffect(() => {
    request?.target()?.focus();
  }, [request]);
  return useCallback((target) => setRequest({ target }), []);
}
