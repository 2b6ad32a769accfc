/* Service worker (spec §4): caches static assets and an offline page. Never account pages or API answers. */
const VERSION = 'mille-v1';
const STATIC_CACHE = `${VERSION}-static`;
const OFFLINE_URL = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(STATIC_CACHE).then((cache) => cache.addAll([OFFLINE_URL, '/icon.svg'])));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((n) => !n.startsWith(VERSION)).map((n) => caches.delete(n)))),
  );
  self.clients.claim();
});

function isStaticAsset(url) {
  return url.pathname.startsWith('/_next/static/') || /\.(?:svg|png|jpg|jpeg|webp|woff2|ico)$/.test(url.pathname);
}

function isPrivate(url) {
  return url.pathname.startsWith('/api/') || url.pathname.startsWith('/micuenta') || url.pathname.startsWith('/login') || url.pathname === '/meta.json';
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isPrivate(url)) return;

  if (isStaticAsset(url)) {
    // Hashed, immutable files: cache first.
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((res) => {
            if (res.ok) {
              const copy = res.clone();
              caches.open(STATIC_CACHE).then((cache) => cache.put(request, copy));
            }
            return res;
          }),
      ),
    );
    return;
  }

  if (request.mode === 'navigate') {
    // Pages always come from the network; the offline page only when there is none.
    // `no-cache`: the static pages answer `s-maxage=…, stale-while-revalidate=…` (ISR), and a fetch
    // from here would let the browser's HTTP cache serve a stale copy first (one visit behind).
    event.respondWith(fetch(request, { cache: 'no-cache' }).catch(() => caches.match(OFFLINE_URL)));
  }
});
