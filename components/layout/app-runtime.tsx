'use client';
// Browser-side duties of every page: scroll to top on path change (or to the #fragment the address
// names), the app-version check (lib/version/check.ts) and the service worker. Renders nothing.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { checkVersion } from '@/lib/version/check';

async function fetchVersion(): Promise<string> {
  const res = await fetch('/meta.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`meta.json ${res.status}`);
  const body = (await res.json()) as { version?: unknown };
  if (typeof body.version !== 'string') throw new Error('meta.json sin versión');
  return body.version;
}

async function clearCaches(): Promise<void> {
  if (!('caches' in window)) return;
  const names = await caches.keys();
  await Promise.all(names.map((n) => caches.delete(n)));
}

const isLocalhost = () => ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);

async function registerWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const url = new URL('/service-worker.js', location.href);
  if (url.origin !== location.origin) return;
  try {
    if (isLocalhost()) {
      // On localhost make sure the worker file really is ours before trusting it.
      const res = await fetch(url, { headers: { 'Service-Worker': 'script' } });
      const type = res.headers.get('content-type') ?? '';
      if (res.status === 404 || !type.includes('javascript')) {
        const reg = await navigator.serviceWorker.ready;
        await reg.unregister();
        location.reload();
        return;
      }
    }
    const reg = await navigator.serviceWorker.register(url.pathname);
    reg.onupdatefound = () => {
      const installing = reg.installing;
      if (!installing) return;
      installing.onstatechange = () => {
        if (installing.state !== 'installed') return;
        console.info(
          navigator.serviceWorker.controller
            ? 'New content is available and will be used when all tabs for this page are closed.'
            : 'Content is cached for offline use.',
        );
      };
    };
  } catch (error) {
    if (!navigator.onLine) console.info('No internet connection found. App is running in offline mode.');
    else console.error('Error during service worker registration:', error);
  }
}

/** The element an address's #fragment names, with any closed <details> in or around it opened. */
function revealFragment(): HTMLElement | null {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return null;
  const inside = target.querySelector('details');
  if (target instanceof HTMLDetailsElement) target.open = true;
  else if (inside) inside.open = true;
  for (let el = target.parentElement?.closest('details'); el; el = el.parentElement?.closest('details')) el.open = true;
  return target;
}

export function AppRuntime() {
  const pathname = usePathname();

  useEffect(() => {
    if (location.search.includes('news=')) return;
    // A link to another page's section (a case on /clientes-satisfechos, /index#soluciones) lands there, open.
    const target = revealFragment();
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    void checkVersion({
      storage: localStorage,
      fetchVersion,
      clearCaches,
      reload: (stamp) => {
        const next = new URL(location.href);
        next.searchParams.set('t', String(stamp));
        location.replace(next);
      },
      log: (message, error) => console.error(message, error),
    }).then(() => window.dispatchEvent(new Event('mille:version')));
    void registerWorker();
  }, []);

  return null;
}
