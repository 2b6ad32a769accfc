'use client';
// Browser-side duties of every page: scroll to the top on a new path (or to the #fragment the
// address names), leaving Back/Forward to the browser's own restoration; the app-version check
// (lib/version/check.ts) and the service worker. Renders nothing.
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
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

/**
 * Runs `work` once the page has loaded and the browser has a moment with nothing else to do: the
 * version check and the service worker are not needed to show or use the page, and run at
 * hydration they added their script, a request and the worker's registration to the load's
 * busiest stretch (docs/PERFORMANCE.md, "Main-thread time against a floor").
 */
function whenIdleAfterLoad(work: () => void): () => void {
  let idle = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(work, { timeout: 3000 });
    else timer = setTimeout(work, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/** Set by Back/Forward inside the page (the customer area's own navigation), read by the next path change. */
let popped = false;

/**
 * Whether the browser is bringing back a page the visitor had already seen (Back, Forward, a
 * reload): it puts the scroll position back by itself, and scrolling now would undo that.
 */
function returning(firstRun: boolean): boolean {
  if (!firstRun) return popped;
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward' || entry?.type === 'reload';
}

export function AppRuntime() {
  const pathname = usePathname();
  const firstRun = useRef(true);

  useEffect(() => {
    const onPop = () => (popped = true);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    const first = firstRun.current;
    firstRun.current = false;
    const back = returning(first);
    popped = false;
    if (location.search.includes('news=') || back) return;
    // A link to another page's section (a case on /clientes-satisfechos, /index#soluciones) lands there, open.
    const target = revealFragment();
    if (target) target.scrollIntoView();
    // A new document starts at the top; a path changed inside the page (the customer area) goes there.
    else if (!first) window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(
    () =>
      whenIdleAfterLoad(() => {
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
      }),
    [],
  );

  return null;
}
