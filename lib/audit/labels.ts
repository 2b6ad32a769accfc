// What the audit trail holds: every action the code records, with its Spanish name (the page and
// the CSV show it), the words for the codes an entry's details carry, and every kind of object it
// names. The page's filter choices are
// these lists, not the values read back from the trail (a million rows at a vendor's size); the
// type of recordAudit's input takes only these, so a new action fails the type check until it is
// listed here.
export const ACTION_LABELS = {
  'staff.sign-in': 'Entrada',
  'staff.sign-in-failed': 'Entrada fallida',
  'staff.enrolled': 'Verificación en dos pasos configurada',
  'staff.invited': 'Invitación',
  'staff.reinvited': 'Invitación repetida',
  'staff.role-changed': 'Cambio de papel',
  'staff.disabled': 'Cuenta desactivada',
  'staff.enabled': 'Cuenta activada',
  'staff.passkey-added': 'Llave de acceso añadida',
  'staff.passkey-renamed': 'Llave de acceso renombrada',
  'staff.passkey-removed': 'Llave de acceso quitada',
  'staff.recovery-renewed': 'Códigos de recuperación renovados',
  'staff.password-changed': 'Contraseña cambiada',
  'staff.second-factor-reset': 'Verificación en dos pasos restablecida',
  'staff.session-ended': 'Sesión cerrada por administración',
  'staff.sessions-ended': 'Todas las sesiones cerradas por administración',
  'mail.retried': 'Correo: reintento',
  'enquiry.status': 'Consulta: estado',
  'enquiry.assigned': 'Consulta: asignación',
  'enquiry.note': 'Consulta: nota interna',
  'enquiry.reply': 'Consulta: respuesta',
  'enquiry.erased': 'Consultas borradas (RGPD)',
  'enquiry.exported': 'Consultas exportadas',
  'news.created': 'Noticia creada',
  'news.updated': 'Noticia modificada',
  'news.published': 'Noticia publicada',
  'news.scheduled': 'Noticia programada',
  'news.withdrawn': 'Noticia retirada',
  'news.drafted': 'Noticia devuelta a borrador',
  'news.deleted': 'Noticia borrada',
  'hotel.created': 'Hotel creado',
  'hotel.updated': 'Hotel modificado',
  'hotel.billing-2fa': 'Hotel: verificación en dos pasos a facturación',
  'customer.invited': 'Cliente invitado',
  'customer.reinvited': 'Cliente: invitación repetida',
  'customer.disabled': 'Cliente desactivado',
  'customer.enabled': 'Cliente activado',
  'customer.unlocked': 'Cliente desbloqueado',
  'customer.reset-link': 'Cliente: enlace para restablecer la contraseña',
  'customer.sessions-ended': 'Cliente: sesiones cerradas',
  'customer.2fa-reset': 'Cliente: verificación en dos pasos restablecida',
  'contact.linked': 'Contacto añadido a un hotel',
  'contact.updated': 'Contacto modificado',
  'contact.moved': 'Contacto movido de hotel',
  'contact.removed': 'Contacto quitado de un hotel',
  'contact.own-updated': 'Contacto: sus datos cambiados por él mismo',
  'team.invited': 'Equipo del hotel: persona invitada por un contacto',
  'team.added': 'Equipo del hotel: cuenta existente añadida por un contacto',
  'team.type-changed': 'Equipo del hotel: tipo de contacto cambiado por un contacto',
  'team.removed': 'Equipo del hotel: contacto quitado por un contacto',
  'hotel.correction-requested': 'Hotel: corrección de datos pedida por un contacto',
  'invoice.imported': 'Facturas importadas (CSV)',
  'invoice.original-attached': 'Factura: original adjuntado',
  'invoice.original-replaced': 'Factura: original sustituido',
  'invoice.updated': 'Factura corregida',
  'invoice.paid': 'Factura marcada como pagada',
  'invoice.unpaid': 'Factura marcada como sin pagar',
  'payment-settings.updated': 'Datos de pago cambiados',
  'invoice.deleted': 'Factura borrada',
  'remote.session-logged': 'Acceso remoto: sesión registrada',
  'remote.session-ended': 'Acceso remoto: sesión cerrada',
  'remote.granted': 'Acceso remoto: permiso concedido por un contacto del hotel',
  'remote.revoked': 'Acceso remoto: permiso revocado por un contacto del hotel',
  'support.target-changed': 'Soporte: objetivo de respuesta cambiado',
  'support.holiday-added': 'Soporte: festivo añadido',
  'support.holiday-removed': 'Soporte: festivo quitado',
  'case.assigned': 'Caso: responsable cambiado',
  'case.state-changed': 'Caso: estado cambiado',
  'case.priority-changed': 'Caso: prioridad cambiada',
  'case.replied': 'Caso: respuesta al cliente',
  'case.note-added': 'Caso: nota interna',
  'case.merged': 'Caso: unido a otro',
  'case.followed': 'Caso: seguido por un contacto del hotel',
  'case.unfollowed': 'Caso: dejado de seguir por un contacto del hotel',
  'canned-reply.created': 'Respuesta predefinida creada',
  'canned-reply.updated': 'Respuesta predefinida cambiada',
  'canned-reply.deleted': 'Respuesta predefinida borrada',
  'product.version-created': 'Producto: versión creada',
  'product.version-updated': 'Producto: versión modificada',
  'product.version-published': 'Producto: versión publicada',
  'product.version-withdrawn': 'Producto: versión retirada',
  'product.file-added': 'Producto: fichero añadido a una versión',
  'product.file-removed': 'Producto: fichero quitado de una versión',
  'product.hotel-module': 'Producto: módulo de un hotel',
  'product.hotel-module-removed': 'Producto: módulo quitado a un hotel',
  'product.modules-imported': 'Producto: módulos de hoteles importados (CSV)',
  'status.component-created': 'Estado del servicio: componente creado',
  'status.component-updated': 'Estado del servicio: componente modificado',
  'status.component-deleted': 'Estado del servicio: componente borrado',
  'status.incident-opened': 'Estado del servicio: incidencia abierta',
  'status.incident-updated': 'Estado del servicio: incidencia actualizada',
  'status.incident-resolved': 'Estado del servicio: incidencia resuelta',
  'status.maintenance-scheduled': 'Estado del servicio: mantenimiento programado',
  'status.maintenance-updated': 'Estado del servicio: mantenimiento cambiado',
  'status.maintenance-deleted': 'Estado del servicio: mantenimiento borrado',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof ACTION_LABELS;

/**
 * The objects an entry names: their codes (its `objectType`, as stored and as the filter's address
 * carries them) with the words the page and the CSV show.
 */
export const OBJECT_TYPE_LABELS = {
  'acceso-remoto': 'Permiso de acceso remoto',
  caso: 'Caso',
  componente: 'Componente del estado',
  consulta: 'Consulta',
  contacto: 'Contacto',
  correo: 'Correo',
  factura: 'Factura',
  festivo: 'Festivo',
  hotel: 'Hotel',
  incidencia: 'Incidencia',
  mantenimiento: 'Mantenimiento',
  'modulo-hotel': 'Módulo de un hotel',
  noticia: 'Noticia',
  objetivo: 'Objetivo de respuesta',
  pagos: 'Datos de pago',
  personal: 'Personal',
  respuesta: 'Respuesta predefinida',
  usuario: 'Usuario de cliente',
  'version-producto': 'Versión de producto',
} as const satisfies Record<string, string>;

export type AuditObjectType = keyof typeof OBJECT_TYPE_LABELS;

export const AUDIT_OBJECT_TYPES = Object.keys(OBJECT_TYPE_LABELS) as AuditObjectType[];

/** How an entry names one object where the screens name it shorter than its kind («Permiso 4»). */
const OBJECT_SHORT_LABELS: Partial<Record<AuditObjectType, string>> = { 'acceso-remoto': 'Permiso' };

/** The words before an object's number: its short name, else its kind's; a code no longer listed, as stored. */
export function objectShortLabel(objectType: string): string {
  return (OBJECT_SHORT_LABELS as Record<string, string>)[objectType] ?? objectTypeLabel(objectType);
}

/** An object's kind in words; a code no longer listed, as stored. */
export function objectTypeLabel(objectType: string): string {
  return (OBJECT_TYPE_LABELS as Record<string, string>)[objectType] ?? objectType;
}

export function actionLabel(action: string): string {
  return (ACTION_LABELS as Record<string, string>)[action] ?? action;
}

/**
 * Why a sign-in failed, as the code records it (`motivo`): the sign-in's outcome keys
 * (lib/auth/messages.ts), the second step's refusals (lib/auth/second-factor-step.ts) and the
 * passkey's.
 */
const REASON_LABELS: Record<string, string> = {
  invalidCredentials: 'contraseña incorrecta',
  accountLocked: 'cuenta bloqueada',
  tooManyAttempts: 'demasiados intentos',
  mustChangePassword: 'tenía que cambiar la contraseña',
  SegundoFactorCaducado: 'verificación caducada',
  SegundoFactorIntentos: 'demasiados códigos incorrectos',
  SegundoFactorIncorrecto: 'código incorrecto',
  passkeyRefused: 'llave de acceso no válida',
};

/** How a sign-in was completed (`factor`). */
const FACTOR_LABELS: Record<string, string> = {
  totp: 'código de la aplicación',
  recovery: 'código de recuperación',
  passkey: 'llave de acceso',
};

/** The kind of a version's file (`tipo`, lib/products/fields.ts's FILE_KINDS, recorded as codes). */
const FILE_KIND_WORDS: Record<string, string> = {
  installer: 'instalador',
  manual: 'manual',
  notes: 'notas de la versión',
};

const DETAIL_WORDS: Record<string, Record<string, string>> = {
  motivo: REASON_LABELS,
  factor: FACTOR_LABELS,
  tipo: FILE_KIND_WORDS,
};

/**
 * Details that hold the id of a record no screen numbers (a reply's or a note's row): said as the
 * thing with its number, never as a bare «mensaje: 11».
 */
const NUMBERED_DETAILS: Record<string, string> = { mensaje: 'respuesta n.º', nota: 'nota n.º' };

/**
 * The words of a detail that holds a record's id, or null when `field` is not one or `value` is no
 * id (all digits): a remote-access grant's `nota` holds the customer's words, shown as written.
 */
export function numberedDetail(field: string, value: string): string | null {
  const words = NUMBERED_DETAILS[field];
  return words === undefined || !/^\d+$/.test(value) ? null : `${words} ${value}`;
}

/** Details that hold a member of staff's e-mail (shown by their name where known; none: «Sin asignar»). */
export const PERSON_DETAILS: ReadonlySet<string> = new Set(['responsable']);

/** Details whose value is a list, «; » between items, each once written as a «- » line. */
const LIST_DETAILS: ReadonlySet<string> = new Set(['componentes']);

/**
 * Detail names written once without their accents or in English, as entries kept from then still
 * hold them (an entry is never rewritten): shown as the code writes them now.
 */
const OLD_DETAIL_NAMES: Record<string, string> = {
  sesion: 'sesión',
  tecnico: 'técnico',
  titulo: 'título',
  email: 'correo',
  numero: 'número',
};

/** A detail's name as the page and the CSV show it. */
export function detailNameLabel(field: string): string {
  return OLD_DETAIL_NAMES[field] ?? field;
}

/**
 * A detail's value in words: a code named above in Spanish, a person by their name (`people`: e-mail
 * → name, what the page could find) or «Sin asignar», a list without its dashes, anything else as
 * recorded.
 */
export function detailValueLabel(field: string, value: string, people?: ReadonlyMap<string, string>): string {
  if (PERSON_DETAILS.has(field)) return value === '' ? 'Sin asignar' : people?.get(value.toLowerCase()) || value;
  if (LIST_DETAILS.has(field))
    return value
      .split('; ')
      .map((item) => item.replace(/^-\s+/, ''))
      .join('; ');
  return DETAIL_WORDS[field]?.[value] ?? value;
}
