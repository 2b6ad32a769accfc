'use client';
// The signed-in part of the static navbar: the user key linking to /micuenta, or the login button.
import { useEffect, useState } from 'react';
import { hasSignedInHint } from '@/lib/auth/hint';
import { UserIcon } from './icons';

interface Props {
  loginLabel: string;
  accountLabel: string;
  className: string;
}

export function AccountButton({ loginLabel, accountLabel, className }: Props) {
  const [userKey, setUserKey] = useState<string | null>(null);

  useEffect(() => {
    if (!hasSignedInHint(document.cookie)) return;
    const controller = new AbortController();
    fetch('/api/Data/GetAreasMenu', { signal: controller.signal, credentials: 'same-origin' })
      .then((r) => (r.ok ? r.json() : []))
      .then((areas: Array<{ userkey?: string }>) => setUserKey(areas[0]?.userkey || null))
      // A failed menu call is not worth an alert: the login button stays, which is right for most visitors.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  return (
    <a href={userKey ? '/micuenta' : '/login'} className={className} title={userKey ? accountLabel : undefined}>
      <UserIcon />
      <span className="sr-only max-w-[14rem] truncate sm:not-sr-only">{userKey ?? loginLabel}</span>
    </a>
  );
}
