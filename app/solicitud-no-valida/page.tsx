// The page the server preload answers with when it refuses a request outside /api (a path that
// does not decode, a method no page serves, a request too slow or malformed): its pre-rendered
// HTML, with the refusal's status (server/request-guard.ts). Same look as the
// 404 page (app/not-found.tsx).
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Solicitud no válida', robots: { index: false, follow: false } };

export default function InvalidRequest() {
  return (
    <main id="contenido" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Solicitud no válida</h1>
      <p className="mt-4 text-slate-700">
        No podemos atender esta solicitud.{' '}
        <a href="/index" className="font-semibold text-teal-800 underline">
          Volver al inicio
        </a>
      </p>
    </main>
  );
}
