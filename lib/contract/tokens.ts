// The words of the backend contract (CONTRACT.md). Handlers and clients import them from here.
export const OK = 'OK';
export const RQFALSE = 'RQFALSE';

/** Spanish sentences the contract fixes (docs/CONTRACT.md) and the old clients show as they come. */
export const CONTRACT_TEXT = {
  cannotAttend: 'Lo sentimos, no podemos atenderte en este momento',
  enquiryLimit: 'Has enviado demasiadas solicitudes. Inténtalo de nuevo dentro de un rato o llámanos por teléfono.',
  loginFailed: 'Email y/o contraseña incorrectos',
  internal: 'Opps, hemos tenido un problemas interno, intentelo mas tarde',
} as const;
