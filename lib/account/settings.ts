// The customer's own settings, shown and saved in /micuenta ("Mis datos"): one row per setting,
// declared once. A row names the User column that keeps it (with its default in the schema), the
// words the page shows and what it may be (a switch, or one of some choices); the page's section
// (components/account/settings-section.tsx), the save call (POST /api/cuenta/ajustes) and its checks
// (settings-store.ts) are derived from it. A new setting: its column in prisma/schema.prisma, the
// migration, and its row here. Pure (the browser's section reads it too).
import type { User } from '@/lib/generated/prisma/client';

/** The User columns that hold values of type T. */
type ColumnOf<T> = { [K in keyof User]: User[K] extends T ? K : never }[keyof User];

export type SettingSpec = {
  /** As the page heads it */
  label: string;
  /** One sentence under it, when the label does not say it all */
  help?: string;
} & (
  | { kind: 'switch'; column: ColumnOf<boolean> }
  | { kind: 'choice'; column: ColumnOf<string>; options: readonly (readonly [value: string, text: string])[] }
);

/** The settings, by the key the page and the save call name them with, in the page's order. */
export const customerSettings: Readonly<Record<string, SettingSpec>> = {};

export type SettingValue = boolean | string;
export type SettingValues = Record<string, SettingValue>;

/** A setting's value from a form field (`1`/`0` for a switch, an option's value for a choice), or null. */
export function settingValue(spec: SettingSpec, raw: string): SettingValue | null {
  if (spec.kind === 'switch') return raw === '1' ? true : raw === '0' ? false : null;
  return spec.options.some(([value]) => value === raw) ? raw : null;
}

/** The setting of this key, or undefined (only the table's own keys). */
export function settingOf(
  key: string,
  table: Readonly<Record<string, SettingSpec>> = customerSettings,
): SettingSpec | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
