'use client';
// The change-password dialog (the fields CambioPassUser takes: id, email, oldpass, newpass,
// repeatpass; docs/CONTRACT.md "Session and account"). Forced mode
// (id -1) comes from the login form after `regenerarpass`; success there signs the user in.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { passwordProblem } from '@/lib/auth/password-policy';
import { goToLoginExpired, postForm } from './api';
import { serverMessage } from './server-message';

interface Props {
  open: boolean;
  onClose: () => void;
  onSuccess: () => void;
  /** 'forced': at sign-in with a temporary password (id -1); 'account': signed in. */
  mode: 'forced' | 'account';
  email: string;
  /** The selected contact id in the account area (the contract's `id`); ignored in forced mode. */
  contactId?: number;
  initialOld?: string;
}

const input =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-teal-700 focus:ring-2 focus:ring-teal-600 focus:outline-none';

export function PasswordChangeDialog({ open, onClose, onSuccess, mode, email, contactId, initialOld = '' }: Props) {
  const t = useTranslations('PasswordChange');
  const [oldpass, setOld] = useState(initialOld);
  const [newpass, setNew] = useState('');
  const [repeatpass, setRepeat] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const rulesId = useId();

  const close = () => {
    if (busy) return;
    setNew('');
    setRepeat('');
    setError('');
    setDone(false);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const problem = passwordProblem({ oldpass, newpass, repeatpass });
    if (problem) {
      setError(t(`server.${problem}`));
      return;
    }
    setBusy(true);
    try {
      const res = await postForm('CambioPassUser', {
        id: mode === 'forced' ? '-1' : String(contactId ?? 0),
        email,
        oldpass,
        newpass,
        repeatpass,
      });
      if (res.status === 401) {
        goToLoginExpired();
        return;
      }
      const answer = res.ok ? await res.json() : { loginok: false };
      if (answer.loginok) {
        setDone(true);
        setBusy(false);
        onSuccess();
        return;
      }
      setError(
        res.ok ? serverMessage(t, answer, t('server.passwordChangeInvalid')) : t('server.passwordChangeInvalid'),
      );
    } catch {
      setError(t('networkError'));
    }
    setBusy(false);
  }

  return (
    <Dialog open={open} onClose={close} className="relative z-[1050]">
      <div className="fixed inset-0 bg-slate-900/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">
            {mode === 'forced' ? t('forcedTitle') : t('title')}
          </DialogTitle>
          {mode === 'forced' && <p className="mt-2 text-sm text-slate-600">{t('forcedIntro')}</p>}
          {/* The rules before the first try, read out with the new password's field. */}
          <p id={rulesId} className="mt-2 text-sm text-slate-600">
            {t('intro')}
          </p>
          {done ? (
            // Stays until the person closes it (the forced change goes on to the account by itself).
            <div className="mt-4 space-y-4">
              <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
                {t('success')}
              </p>
              {mode === 'account' && (
                <div className="flex justify-end">
                  <button
                    type="button"
                    autoFocus
                    onClick={close}
                    className="rounded-md bg-teal-800 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-900"
                  >
                    {t('close')}
                  </button>
                </div>
              )}
            </div>
          ) : (
            <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
              {/* Lets password managers pair the new password with the account. */}
              <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
              <label className="block text-sm font-medium text-slate-800">
                {t('oldpass')}
                <input
                  type="password"
                  name="oldpass"
                  autoComplete="current-password"
                  required
                  value={oldpass}
                  onChange={(e) => setOld(e.target.value)}
                  className={input}
                />
              </label>
              <label className="block text-sm font-medium text-slate-800">
                {t('newpass')}
                <input
                  type="password"
                  name="newpass"
                  autoComplete="new-password"
                  required
                  minLength={10}
                  maxLength={128}
                  aria-describedby={rulesId}
                  value={newpass}
                  onChange={(e) => setNew(e.target.value)}
                  className={input}
                />
              </label>
              <label className="block text-sm font-medium text-slate-800">
                {t('repeatpass')}
                <input
                  type="password"
                  name="repeatpass"
                  autoComplete="new-password"
                  required
                  value={repeatpass}
                  onChange={(e) => setRepeat(e.target.value)}
                  className={input}
                />
              </label>
              {error && (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
              <div className="flex justify-end gap-2 pt-2">
                <button
                  type="button"
                  onClick={close}
                  className="rounded-md px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
                >
                  {t('cancel')}
                </button>
                <button
                  type="submit"
                  disabled={busy}
                  className="rounded-md bg-teal-800 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-900 disabled:opacity-60"
                >
                  {busy ? t('submitting') : t('submit')}
                </button>
              </div>
            </form>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
