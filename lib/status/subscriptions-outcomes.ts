// What the status subscription's page says after each step (/estado/suscripcion?resultado=…). Pure.

export const OUTCOME_TEXTS = {
  enviada:
    'Te hemos enviado un correo. Abre el enlace que lleva para confirmar la suscripción (vale 2 días). Si no llega, mira en la carpeta de correo no deseado.',
  confirmada: 'Suscripción confirmada: te avisaremos por correo de las incidencias y los mantenimientos.',
  baja: 'Te has dado de baja: no recibirás más avisos y hemos borrado tu dirección.',
  'enlace-no-valido':
    'Este enlace no es válido: ya se usó, caducó o no está completo. Puedes volver a suscribirte desde la página de estado.',
  'correo-no-valido': 'La dirección de correo no es válida. Vuelve atrás y revísala.',
  'sin-componentes': 'Elige al menos un servicio del que quieras recibir avisos.',
  demasiadas: 'Demasiadas peticiones seguidas. Espera un rato y vuelve a intentarlo.',
} as const;

export type SubscriptionOutcome = keyof typeof OUTCOME_TEXTS;

export function outcomePage(outcome: SubscriptionOutcome): string {
  return `/estado/suscripcion?resultado=${outcome}`;
}
