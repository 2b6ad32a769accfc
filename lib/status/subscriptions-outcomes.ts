// What the status subscription's page says after each step (/estado/suscripcion?resultado=…). Pure.

export const OUTCOME_TEXTS = {
  enviada:
    'Te hemos enviado un correo. Abre el enlace que lleva para confirmar la suscripción (vale 2 días). Si no llega, mira en la carpeta de correo no deseado.',
  confirmada: 'Suscripción confirmada: te avisaremos por correo de las incidencias y los mantenimientos.',
  baja: 'Te has dado de baja: no recibirás más avisos y hemos borrado tu dirección.',
  'enlace-no-valido':
    'Este enlace no es válido: ya se usó, caducó o no está completo. Puedes volver a suscribirte desde la página de estado.',
  'correo-no-valido':
    'La dirección de correo no es válida. Vuelve atrás con el botón del navegador: el formulario sigue como lo dejaste; revisa la dirección y envíalo de nuevo.',
  'sin-componentes':
    'No has elegido ningún servicio. Vuelve atrás con el botón del navegador: tu dirección sigue escrita en el formulario; marca al menos un servicio y envíalo de nuevo.',
  demasiadas: 'Demasiadas peticiones seguidas. Espera un rato y vuelve a intentarlo.',
} as const;

export type SubscriptionOutcome = keyof typeof OUTCOME_TEXTS;

/** The outcomes that are a mistake in the form: the page says how to get back to it as it was. */
export const FORM_MISTAKES: readonly SubscriptionOutcome[] = ['correo-no-valido', 'sin-componentes'];

/** Said under the services on /estado while none is ticked (by CSS alone: the page has no script). */
export const NO_COMPONENT_HINT = 'Elige al menos un servicio del que quieras recibir avisos.';

export function outcomePage(outcome: SubscriptionOutcome): string {
  return `/estado/suscripcion?resultado=${outcome}`;
}
