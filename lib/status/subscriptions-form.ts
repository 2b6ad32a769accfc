// The subscription form's fields as the page and the service share them. Pure.

export const EMAIL_MAX = 254;

/** The honeypot field of the form: people leave it empty (it is hidden), some robots fill it. */
export const HONEYPOT = 'web';

/** A component's checkbox: `componente-<id>`. */
export const COMPONENT_FIELD = /^componente-(\d{1,9})$/;
