// The card both error pages show (app/error.tsx, app/global-error.tsx): Spanish, a way back, the
// server's error reference. Plain markup that imports nothing: it ships with every page.
interface Props {
  heading: string;
  text: string;
  error: unknown;
  retry: () => void;
}

export function ErrorCard({ heading, text, error, retry }: Props) {
  // Server errors reach the browser as a reference to the server's log line, never their message.
  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : null;
  return (
    <main id="contenido" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16">
      <div
        role="alert"
        className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase">Mille Software Hotelero</p>
        <h1 className="mt-3 text-2xl font-bold text-navy-900">{heading}</h1>
        <p className="mt-4 text-slate-700">
          {text}{' '}
          <a href="/contacto" className="font-semibold text-teal-800 underline">
            Escríbenos
          </a>{' '}
          si sigue sin funcionar.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={retry}
            className="rounded-full bg-teal-800 px-5 py-2 text-sm font-semibold text-white hover:bg-teal-900"
          >
            Reintentar
          </button>
          <a
            href="/index"
            className="rounded-full border border-slate-400 px-5 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            Ir al inicio
          </a>
        </div>
        {digest && <p className="mt-6 text-xs text-slate-500">Referencia del error: {digest}</p>}
      </div>
    </main>
  );
}
