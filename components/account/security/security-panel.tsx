'use client';
// The Seguridad tab of /micuenta: two-factor sign-in, passkeys and the open sessions. Loaded only
// when the tab is opened (account-area.tsx imports it lazily), with its words in this chunk rather
// than in the page's messages, so /micuenta does not grow for users who never open it.
import { useCallback, useEffect, useState } from 'react';
import { SessionEnded } from '../api';
import { securityCall, type Overview } from './api';
import { PasskeysSection } from './passkeys-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

export default function SecurityPanel() {
  const [overview, setOverview] = useState<Overview | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      setOverview(await securityCall<Overview>('seguridad'));
      setFailed(false);
    } catch (error) {
      if (!(error instanceof SessionEnded)) setFailed(true);
    }
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the first load of the tab's data; state is set after the fetch
    void reload();
  }, [reload]);

  if (failed)
    return (
      <p role="alert" className="text-sm text-red-700">
        No hemos podido cargar la seguridad de tu cuenta. Recarga la página para intentarlo de nuevo.
      </p>
    );
  if (!overview) return <p className="text-sm text-slate-600">Cargando…</p>;
  return (
    <div className="grid gap-10">
      <TwoFactorSection totp={overview.totp} onChange={reload} />
      <PasskeysSection passkeys={overview.passkeys} verified={overview.verified} onChange={reload} />
      <SessionsSection sessions={overview.sessions} onChange={reload} />
    </div>
  );
}
