'use client';
// The sign-in form (spec §2, §4, §8): failure in red with the server's message, `regenerarpass`
// opens the forced change dialog, success goes to /micuenta, a network failure shows an error state.
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { hardNavigate, postForm } from './api';
import { PasswordChangeDialog } from './password-change-dialog';
import { serverMessage } from './server-message';

const input =
  'mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus:border-teal-700 focus:ring-2 focus:ring-teal-600 focus:outline-none';

export function LoginForm({ expired }: { expired: boolean }) {
  const t = useTranslations('Login');
  const [email, setEmail] = useState('');
  const [pass, setPass] = useState('');
  const [message, setMessage] = useState('');
  const [networkError, setNetworkError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [forced, setForced] = useState<{ email: string; old: string } | null>(null);

  const toAccount = () => hardNavigate('/micuenta');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage('');
    setNetworkError(false);
    setBusy(true);
    try {
      const res = await postForm('LoginUsuario', { email, pass });
      if (!res.ok) throw new Error(String(res.status));
      const answer = await res.json();
      if (answer.loginok) {
        toAccount();
        return;
      }
      if (answer.regenerarpass) {
        setForced({ email: answer.email || email, old: pass });
      } else {
        setMessage(serverMessage(t, answer, t('failed')));
      }
    } catch {
      setNetworkError(true);
    }
    setBusy(false);
  }

  const invalid = Boolean(message) || networkError;
  return (
    <div className="mx-auto max-w-md">
      {expired && !invalid && (
        <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('expired')}
        </p>
      )}
      <form onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" aria-busy={busy} data-state={networkError ? 'error' : undefined}>
        <label className="block text-sm font-medium text-slate-800">
          {t('email')}
          <input
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={invalid || undefined}
            className={`${input} ${invalid ? 'border-red-600' : 'border-slate-300'}`}
          />
        </label>
        <label className="block text-sm font-medium text-slate-800">
          {t('password')}
          <input
            type="password"
            name="pass"
            autoComplete="current-password"
            required
            value={pass}
            onChange={(e) => setPass(e.target.value)}
            aria-invalid={invalid || undefined}
            className={`${input} ${invalid ? 'border-red-600' : 'border-slate-300'}`}
          />
        </label>
        {message && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {message}
          </p>
        )}
        {networkError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('networkError')}
          </p>
        )}
        <button type="submit" disabled={busy} className="w-full rounded-md bg-teal-800 px-4 py-2.5 font-semibold text-white hover:bg-teal-900 disabled:opacity-60">
          {busy ? t('submitting') : t('submit')}
        </button>
        <p className="text-xs text-slate-500">{t('forgot')}</p>
      </form>
      {forced && (
        <PasswordChangeDialog open mode="forced" email={forced.email} initialOld={forced.old} onClose={() => setForced(null)} onSuccess={() => setTimeout(toAccount, 600)} />
      )}
    </div>
  );
}
