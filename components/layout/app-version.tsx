'use client';
// Footer app version, read from local storage where the version check keeps it; 'Sin Indicar...' until known.
import { useSyncExternalStore } from 'react';
import { VERSION_KEY } from '@/lib/version/check';

function subscribe(onChange: () => void) {
  window.addEventListener('mille:version', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('mille:version', onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function AppVersion({ fallback }: { fallback: string }) {
  const version = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(VERSION_KEY),
    () => null,
  );
  return <span data-testid="app-version">{version && version !== 'unknown' ? version : fallback}</span>;
}
