// The customer's own mail choices (/micuenta?pestana=avisos) over lib/mail/preferences.ts: one kind
// turned on or off by its owner, recorded with the sentence they saw.
import 'server-only';
import type { Session } from '@/lib/auth/session';
import type { FormAnswer } from '@/lib/http/answer';
import { log } from '@/lib/log';
import { isPreferenceKind } from '@/lib/mail/preference-kinds';
import { setMailPreferences } from '@/lib/mail/preferences';

/** Saves one choice from the form (`tipo` a preference kind, `valor` `1` or `0`). */
export async function saveMailChoice(session: Session, kind: string, raw: string): Promise<FormAnswer> {
  if (!isPreferenceKind(kind)) return { ok: false, message: 'Ese tipo de aviso no existe.', kind: 'missing' };
  if (raw !== '1' && raw !== '0') return { ok: false, message: 'Elige sí o no.', kind: 'invalid' };
  await setMailPreferences(session.userId, { [kind]: raw === '1' }, 'micuenta');
  log().info({ event: 'account.mail-choice', userId: session.userId, kind, on: raw === '1' }, 'mail choice saved');
  return { ok: true, message: 'Guardado.' };
}
