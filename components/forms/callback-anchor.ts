/** The id of /contacto's call-back block: "Que me llamen" links to /contacto#llamada, which opens it. */
export const CALLBACK_ANCHOR = 'llamada';
