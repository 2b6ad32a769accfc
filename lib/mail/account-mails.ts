// The mails of a customer's own access: the invitation, the reset link, "your password changed",
// "a new browser signed in", "staff reset your second factor" (the notices of a change are of the
// one kind 'security-notice', like those of lib/mail/security-notice.ts). Fixed words plus what we
// know; never the password, never the client address.
import 'server-only';
import { company } from '@/lib/content/company';
import { env } from '@/lib/env';
import type { DraftMail } from './compose';
import { MAIL_LINK_SLOT } from './sealed-links';
import { madridTime } from '@/lib/format/intl';

export function when(date: Date): string {
  return madridTime(date, 'long', 'short');
}

export function signature(): string {
  return `${company.name}\nSoporte 24x7: ${company.phones.emergency.label} · ${company.emails.support}`;
}

/** The token travels in the URL fragment: browsers never send it to a server, a log or a Referer. */
export function resetLink(token: string): string {
  return `${new URL(env().SITE_URL).origin}/restablecer-contrasena#token=${token}`;
}

export function resetMail(to: string, token: string, validMinutes: number): DraftMail {
  return {
    kind: 'password-reset',
    to,
    replyTo: '',
    subject: 'Restablece tu contraseña del área de clientes',
    text:
      `Hola:\n\nHemos recibido una petición para restablecer la contraseña de tu acceso al área de clientes de ${company.name}.\n\n` +
      `Abre este enlace para elegir una nueva (vale ${validMinutes} minutos y una sola vez):\n\n${MAIL_LINK_SLOT}\n\n` +
      `Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.\n\n${signature()}\n`,
    link: { url: resetLink(token), expiresAt: new Date(Date.now() + validMinutes * 60_000) },
  };
}

/** An invitation's link: a page of its own (first password), the token in the fragment as for a reset. */
export function invitationLink(token: string): string {
  return `${new URL(env().SITE_URL).origin}/activar-cuenta#token=${token}`;
}

export function invitationMail(to: string, token: string, validDays: number, hotels: string[]): DraftMail {
  const where = hotels.length ? ` de ${hotels.join(', ')}` : '';
  return {
    kind: 'customer-invitation',
    to,
    replyTo: '',
    subject: `Tu acceso al área de clientes de ${company.name}`,
    text:
      `Hola:\n\nTe hemos dado acceso al área de clientes de ${company.name}${where}: los datos de tu hotel y, si llevas su facturación, sus facturas.\n\n` +
      `Abre este enlace para elegir tu contraseña (vale ${validDays} días y una sola vez):\n\n${MAIL_LINK_SLOT}\n\n` +
      `Después entrarás con este correo (${to}) y esa contraseña. Si no esperabas este mensaje, ignóralo.\n\n${signature()}\n`,
    link: { url: invitationLink(token), expiresAt: new Date(Date.now() + validDays * 86_400_000) },
  };
}

export function secondFactorResetMail(to: string, at: Date): DraftMail {
  return {
    kind: 'security-notice',
    to,
    replyTo: '',
    subject: 'Hemos restablecido tu verificación en dos pasos',
    text:
      `Hola:\n\nA petición tuya, el ${when(at)} nuestro equipo ha quitado la verificación en dos pasos de tu cuenta del área de clientes ` +
      `de ${company.name} (aplicación de autenticación, códigos de recuperación y llaves de acceso). Vuelve a activarla en Mi cuenta › Seguridad.\n\n` +
      `Si no lo has pedido tú, llámanos cuanto antes al ${company.phones.emergency.label}.\n\n${signature()}\n`,
  };
}

export function passwordChangedMail(to: string, at: Date): DraftMail {
  return {
    kind: 'security-notice',
    to,
    replyTo: '',
    subject: 'Tu contraseña ha cambiado',
    text:
      `Hola:\n\nTu contraseña del área de clientes de ${company.name} ha cambiado el ${when(at)}. ` +
      `Por seguridad hemos cerrado todas las sesiones abiertas.\n\n` +
      `Si no has sido tú, pide un enlace nuevo en ${new URL(env().SITE_URL).origin}/recuperar-contrasena y llámanos al ` +
      `${company.phones.emergency.label}.\n\n${signature()}\n`,
  };
}

export function newBrowserMail(to: string, at: Date, browser: string, system: string): DraftMail {
  return {
    kind: 'new-browser',
    to,
    replyTo: '',
    subject: 'Nuevo acceso a tu cuenta desde otro navegador',
    text:
      `Hola:\n\nSe ha entrado en tu cuenta del área de clientes de ${company.name} desde un navegador que no habías usado antes:\n\n` +
      `Cuándo: ${when(at)}\nNavegador: ${browser}\nSistema: ${system}\n\n` +
      `Si has sido tú, no tienes que hacer nada. Si no, cambia tu contraseña en ${new URL(env().SITE_URL).origin}/recuperar-contrasena, ` +
      `cierra las demás sesiones en Mi cuenta › Seguridad y llámanos al ${company.phones.emergency.label}.\n\n${signature()}\n`,
  };
}
