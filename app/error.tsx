'use client';
// What a visitor sees instead of a page whose rendering failed: a server error in the customer
// area, or a broken island in the browser. The root layout (fonts, styles) stays. Next.js makes
// this a client component; it ships with every page, so it is plain markup and imports nothing.
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  // Server errors reach the browser as a reference to the server's log line, never their message.
  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : null;
  return (
    <main id="contenido" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16">
      <div role="alert" className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase">Mille Software Hotelero</p>
        <h1 className="mt-3 text-2xl font-bold text-navy-900">No hemos podido mostrar esta página</h1>
        <p className="mt-4 text-slate-700">
          Ha fallado algo por nuestra parte. Vuelve a intentarlo en unos segundos; si sigue sin funcionar, cuéntanoslo desde la{' '}
          <a href="/contacto" className="font-semibold text-teal-800 underline">
            página de contacto
          </a>
          .
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={retry} className="rounded-full bg-teal-800 px-5 py-2 text-sm font-semibold text-white hover:bg-teal-900">
            Reintentar
          </button>
          <a href="/index" className="rounded-full border border-slate-400 px-5 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100">
            Ir al inicio
          </a>
        </div>
        {digest && <p className="mt-6 text-xs text-slate-500">Referencia del error: {digest}</p>}
      </div>
    </main>
  );
}
