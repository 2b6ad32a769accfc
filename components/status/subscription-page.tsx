// The status subscription's page (/estado/suscripcion): confirm, unsubscribe, or what happened.
// Plain forms that post the token: no script.
import { PageFrame } from '@/components/layout/page-frame';
import { FORM_MISTAKES, OUTCOME_TEXTS, type SubscriptionOutcome } from '@/lib/status/subscriptions-outcomes';

/** Its own subtitle (not the site's generic one): what this page is for. */
const SUBTITLE = 'Confirma o cancela los avisos por correo de incidencias y mantenimientos del servicio.';

const button =
  'rounded-full bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800 focus:ring-2 focus:ring-teal-600 focus:ring-offset-2 focus:outline-none';

function Ask({ action, token }: { action: 'confirmar' | 'baja'; token: string }) {
  const confirm = action === 'confirmar';
  return (
    <>
      <p className="text-lg text-slate-800">
        {confirm
          ? 'Confirma que quieres recibir en esta dirección los avisos de incidencias y mantenimientos de los servicios que elegiste.'
          : 'Confirma que no quieres recibir más avisos del estado del servicio. Borraremos tu dirección.'}
      </p>
      <form method="post" action={confirm ? '/api/estado/confirmar' : '/api/estado/baja'} className="mt-6">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={button}>
          {confirm ? 'Confirmar la suscripción' : 'Darme de baja'}
        </button>
      </form>
    </>
  );
}

export function SubscriptionPage({ action, token, result }: { action: string; token: string; result: string }) {
  const outcome = (Object.hasOwn(OUTCOME_TEXTS, result) ? result : null) as SubscriptionOutcome | null;
  const asking = !outcome && token && (action === 'confirmar' || action === 'baja');
  // A mistake in the form (sent anyway, past the hint /estado shows): Back brings the form as it
  // was, the address typed included, which a new load of /estado could not (static, and an address
  // is not carried in a URL, where it would end up in logs).
  const mistake = outcome !== null && FORM_MISTAKES.includes(outcome);
  return (
    <PageFrame locale="es" path="/estado" header={{ titulo: 'Avisos del estado del servicio', subtitulo: SUBTITLE }}>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {asking ? (
          <Ask action={action as 'confirmar' | 'baja'} token={token} />
        ) : (
          <p
            role={mistake ? 'alert' : 'status'}
            className={
              mistake ? 'rounded-md border border-red-300 bg-red-50 p-4 text-lg text-red-900' : 'text-lg text-slate-800'
            }
            data-outcome={outcome ?? 'ninguno'}
          >
            {outcome ? OUTCOME_TEXTS[outcome] : 'Este enlace no está completo. Cópialo entero del correo.'}
          </p>
        )}
        <p className="mt-8">
          <a href="/estado" className="font-semibold text-teal-800 underline">
            Ver el estado del servicio
          </a>
        </p>
      </div>
    </PageFrame>
  );
}
