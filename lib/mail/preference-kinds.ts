// The kinds of mail a person chooses to get or not (/micuenta?pestana=avisos), and which outbox
// mail kinds (kinds.ts) each one covers. Security notices and the mails that carry a link the
// person asked for (NEVER_SUPPRESSED_MAIL_KINDS) are in none: they are always sent and not shown as
// a choice. A feature that mails customers something they may turn off (release notes, service
// status, newsletters) adds its mail kind to kinds.ts and maps it here; the outbox queue then drops
// its mails to people who turned that kind off and gives the others a one-click unsubscribe
// (preferences.ts). Commercial mail is off until the person turns it on (LSSI art. 21): the exact
// sentence they agreed to is kept with the date. Pure: the Avisos tab reads it too.
import type { MailKind } from './kinds';

export const PREFERENCE_KINDS = ['invoices', 'support', 'releases', 'status', 'commercial'] as const;
export type PreferenceKind = (typeof PREFERENCE_KINDS)[number];

export interface PreferenceSpec {
  /** The choice's name on the page and in the unsubscribe page */
  label: string;
  /** The sentence beside the switch: what the person agrees to, kept word for word with each change */
  text: string;
  /** Whether a person who never chose gets it (commercial mail: never without an explicit yes) */
  defaultOn: boolean;
}

export const PREFERENCES: Record<PreferenceKind, PreferenceSpec> = {
  invoices: {
    label: 'Facturas',
    text: 'Quiero recibir por correo los avisos de facturas nuevas y de facturas vencidas de mis hoteles.',
    defaultOn: true,
  },
  support: {
    label: 'Casos de soporte',
    text: 'Quiero recibir por correo las respuestas y los cambios de estado de los casos de soporte que sigo.',
    defaultOn: true,
  },
  releases: {
    label: 'Nuevas versiones',
    text: 'Quiero recibir por correo las novedades de las versiones nuevas de los productos que usan mis hoteles.',
    defaultOn: true,
  },
  status: {
    label: 'Estado del servicio',
    text: 'Quiero recibir por correo los avisos de incidencias y mantenimientos programados del servicio.',
    defaultOn: true,
  },
  commercial: {
    label: 'Novedades comerciales y eventos',
    text: 'Acepto recibir por correo comunicaciones comerciales de Mille Informática (novedades, ofertas y eventos). Puedo retirar este consentimiento cuando quiera.',
    defaultOn: false,
  },
};

/** The outbox kinds a person may turn off, each under its choice. Every other kind is always sent. */
export const PREFERENCE_OF_MAIL_KIND: Partial<Record<MailKind, PreferenceKind>> = {
  'support-case': 'support',
  'invoice-reminder': 'invoices',
  'invoice-new': 'invoices',
  release: 'releases',
};

export function isPreferenceKind(value: string): value is PreferenceKind {
  return (PREFERENCE_KINDS as readonly string[]).includes(value);
}

export function preferenceOfMailKind(kind: MailKind): PreferenceKind | null {
  return PREFERENCE_OF_MAIL_KIND[kind] ?? null;
}

export type PreferenceValues = Record<PreferenceKind, boolean>;

/** A person's choices: the stored ones over the defaults. */
export function preferenceValues(stored: readonly { kind: string; enabled: boolean }[]): PreferenceValues {
  const out = Object.fromEntries(PREFERENCE_KINDS.map((k) => [k, PREFERENCES[k].defaultOn])) as PreferenceValues;
  for (const row of stored) if (isPreferenceKind(row.kind)) out[row.kind] = row.enabled;
  return out;
}

/** Where a change came from, as the consent history records it. */
export const CONSENT_SOURCES = {
  micuenta: 'Área de clientes (Avisos)',
  enlace: 'Enlace de baja de un correo',
} as const;
export type ConsentSource = keyof typeof CONSENT_SOURCES;
