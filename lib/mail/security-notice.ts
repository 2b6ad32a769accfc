// The notice of a change to one's own access, for customers and staff alike: two-factor sign-in on
// or off, a passkey added or removed, new recovery codes, a new password. Its kind is
// 'security-notice', which nothing may suppress (lib/mail/kinds.ts). It says what changed, when and
// from which browser (when the request said), and what to do if it was not the owner; never a
// secret (no code, no password, no link that signs in), never the client address.
import 'server-only';
import { describeBrowser } from '@/lib/http/user-agent';
import { company } from '@/lib/content/company';
import { env } from '@/lib/env';
import { signature, when } from './account-mails';
import type { DraftMail } from './compose';

export type SecurityChange =
  | { what: 'totp-on' }
  | { what: 'totp-off' }
  | { what: 'passkey-added'; name: string }
  | { what: 'passkey-removed'; name: string }
  | { what: 'recovery-codes' }
  | { what: 'password' }
  /** An administrator reset a member's second factor (customers get secondFactorResetMail). */
  | { what: 'second-factor-reset' };

/** Whose access changed: a customer's (área de clientes) or a staff member's (la gestión). */
export type NoticeAudience = 'customer' | 'staff';

export interface NoticeContext {
  at: Date;
  /** The User-Agent of the request that made the change ('' when unknown). */
  userAgent: string;
}

const WORDS: Record<
  SecurityChange['what'],
  { subject: (place: string) => string; done: (c: SecurityChange) => string }
> = {
  'totp-on': {
    subject: (p) => `Verificación en dos pasos activada en tu cuenta ${p}`,
    done: () => 'se ha activado la verificación en dos pasos con una aplicación de autenticación',
  },
  'totp-off': {
    subject: (p) => `Verificación en dos pasos desactivada en tu cuenta ${p}`,
    done: () =>
      'se ha desactivado la verificación en dos pasos con la aplicación de autenticación (y sus códigos de recuperación)',
  },
  'passkey-added': {
    subject: (p) => `Nueva llave de acceso en tu cuenta ${p}`,
    done: (c) => `se ha añadido la llave de acceso «${nameOf(c)}», con la que se entra sin contraseña`,
  },
  'passkey-removed': {
    subject: (p) => `Llave de acceso quitada de tu cuenta ${p}`,
    done: (c) => `se ha quitado la llave de acceso «${nameOf(c)}»`,
  },
  'recovery-codes': {
    subject: (p) => `Nuevos códigos de recuperación en tu cuenta ${p}`,
    done: () => 'se han generado códigos de recuperación nuevos; los anteriores ya no sirven',
  },
  password: { subject: (p) => `Tu contraseña ${p} ha cambiado`, done: () => 'se ha cambiado la contraseña' },
  'second-factor-reset': {
    subject: (p) => `Verificación en dos pasos restablecida en tu cuenta ${p}`,
    done: () =>
      'la administración ha restablecido la verificación en dos pasos (aplicación, códigos de recuperación y llaves de acceso); la configurarás de nuevo al entrar',
  },
};

function nameOf(change: SecurityChange): string {
  return 'name' in change ? change.name : '';
}

function place(audience: NoticeAudience): string {
  return audience === 'staff' ? `de la gestión de ${company.name}` : `del área de clientes de ${company.name}`;
}

function ifNotYou(audience: NoticeAudience): string {
  if (audience === 'staff') {
    return 'Si no, entra en la gestión, revisa Mi seguridad (quita cualquier llave que no sea tuya), cambia tu contraseña y avisa cuanto antes a administración.';
  }
  return (
    `Si no, cambia tu contraseña en ${new URL(env().SITE_URL).origin}/recuperar-contrasena, revisa Mi cuenta › Seguridad ` +
    `(cierra las sesiones que no reconozcas) y llámanos cuanto antes al ${company.phones.emergency.label}.`
  );
}

export function securityNoticeMail(
  audience: NoticeAudience,
  to: string,
  change: SecurityChange,
  { at, userAgent }: NoticeContext,
): DraftMail {
  const words = WORDS[change.what];
  const browser = userAgent ? describeBrowser(userAgent) : null;
  const from = browser ? `\nDesde: ${browser.browser} en ${browser.system}` : '';
  return {
    kind: 'security-notice',
    to,
    replyTo: '',
    subject: words.subject(place(audience)),
    text:
      `Hola:\n\nEn tu cuenta ${place(audience)} ${words.done(change)}.\n\nCuándo: ${when(at)}${from}\n\n` +
      `Si has sido tú, no tienes que hacer nada. ${ifNotYou(audience)}\n\n${audience === 'staff' ? company.name : signature()}\n`,
  };
}
