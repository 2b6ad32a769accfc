// The customer's own settings (settings.ts) read from and written to their User row.
import 'server-only';
import type { Session } from '@/lib/auth/session';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { FormAnswer } from '@/lib/http/answer';
import { log } from '@/lib/log';
import { customerSettings, settingOf, settingValue, type SettingSpec, type SettingValues } from './settings';

type Table = Readonly<Record<string, SettingSpec>>;

/** The user's value of every setting (one query; none when there are no settings). */
export async function readSettings(session: Session, table: Table = customerSettings): Promise<SettingValues> {
  const keys = Object.keys(table);
  if (keys.length === 0) return {};
  const select = Object.fromEntries(keys.map((k) => [table[k]!.column, true])) as Prisma.UserSelect;
  const user = (await db().user.findUnique({ where: { id: session.userId }, select })) as Record<
    string,
    SettingValues[string]
  > | null;
  if (!user) return {};
  return Object.fromEntries(keys.map((k) => [k, user[table[k]!.column]!]));
}

/** Saves one setting from the form's text: 404 for a setting that does not exist, 400 for a value it cannot take. */
export async function saveSetting(
  session: Session,
  key: string,
  raw: string,
  table: Table = customerSettings,
): Promise<FormAnswer> {
  const spec = settingOf(key, table);
  if (!spec) return { ok: false, message: 'Ese ajuste no existe.', kind: 'missing' };
  const value = settingValue(spec, raw);
  if (value === null) return { ok: false, message: 'Ese valor no es posible para este ajuste.', kind: 'invalid' };
  await db().user.update({
    where: { id: session.userId },
    data: { [spec.column]: value } as Prisma.UserUpdateInput,
  });
  log().info({ event: 'account.setting-saved', userId: session.userId, setting: key }, 'setting saved by its owner');
  return { ok: true, message: 'Guardado.' };
}
