// /avisos/baja?t=<sealed>: the page a mail's unsubscribe link opens, without signing in. It names
// the kind of mail and asks before turning it off (a plain form posting to the one-click address,
// so it works without script and a link scanner's GET changes nothing); `hecho=1` after.
import type { Metadata } from 'next';
import { PageFrame } from '@/components/layout/page-frame';
import { openUnsubscribeToken } from '@/lib/mail/preferences';
import { PREFERENCES } from '@/lib/mail/preference-kinds';

export const metadata: Metadata = {
  title: 'Darse de baja de un aviso por correo',
  robots: { index: false, follow: false },
  // The address holds the person's token: never sent to another site. Not `no-referrer`: with it
  // the browser sends `Origin: null` on the form's own POST, which the origin check refuses.
  referrer: 'same-origin',
};

export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const token = typeof params.t === 'string' ? params.t : '';
  const opened = await openUnsubscribeToken(token);
  const label = opened ? PREFERENCES[opened.kind].label : null;
  return (
    <PageFrame
      locale="es"
      path="/avisos/baja"
      navbar="dark"
      header={{ titulo: 'Avisos por correo', subtitulo: 'Elige qué correos quieres recibir' }}
    >
      <section className="bg-slate-50 px-4 py-12 sm:px-6">
        <div className="mx-auto max-w-xl rounded-lg bg-white p-6 shadow-sm">
          {!label ? (
            <p role="alert">
              Este enlace de baja no es válido. Puedes elegir tus avisos en{' '}
              <a className="text-blue-800 underline" href="/micuenta?pestana=avisos">
                tu área de clientes
              </a>
              .
            </p>
          ) : params.hecho === '1' ? (
            <p role="status">
              Hecho: ya no recibirás correos de «{label}». Puedes volver a activarlos cuando quieras en{' '}
              <a className="text-blue-800 underline" href="/micuenta?pestana=avisos">
                tu área de clientes
              </a>
              .
            </p>
          ) : (
            <form method="post" action={`/api/avisos/baja?t=${encodeURIComponent(token)}`}>
              <input type="hidden" name="pagina" value="1" />
              <p className="mb-4">¿Quieres dejar de recibir los correos de «{label}»?</p>
              <button
                type="submit"
                className="rounded bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900"
              >
                Dejar de recibirlos
              </button>
            </form>
          )}
        </div>
      </section>
    </PageFrame>
  );
}
