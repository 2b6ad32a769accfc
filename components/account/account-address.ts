// What /micuenta's address says and how a click changes it (account-area.tsx). The address is the
// page's one source of truth: the hotel chosen (`hotel`, an id_hotel), the tab (`pestana`; Mis datos
// is the address without it) and what belongs to one tab only (the invoice finder's filters and
// page on Mis facturas, the invoice a new case asks about and the new case prefilled by a link, on
// Soporte). A tab click or another hotel
// (the same tab, that hotel's own filters) is a new history entry, so Back and Forward step through
// them and show what each address names.
// Pure: the browser and the tests use it alike.

/** The query parameter that names the open tab; the first tab (Mis datos) is the address without it. */
export const TAB_PARAM = 'pestana';
export const HOTEL_PARAM = 'hotel';
export const TAB_KEYS = ['datos', 'facturas', 'equipo', 'soporte', 'productos', 'avisos', 'seguridad'] as const;
export type TabKey = (typeof TAB_KEYS)[number];
export const FIRST_TAB: TabKey = 'datos';
/** The invoice finder's parameters in the address (the page and facturas.json read the same ones). */
export const INVOICE_PARAMS = ['anio', 'tipo', 'estado', 'q', 'pagina'] as const;
/** The invoice a new support case asks about (an invoice row's "Tengo una duda"). */
export const CASE_INVOICE_PARAM = 'factura';
/**
 * A new case prefilled by a link (Productos' «Pedir a soporte la actualización…»): `nuevo=1` opens
 * «Abrir un caso» on Soporte, `asunto` its subject, `modulo` its module (an area's value).
 */
export const CASE_DRAFT_PARAMS = {
  open: 'nuevo',
  subject: 'asunto',
  area: 'modulo',
  // Not `tipo`: the invoice finder's, which the same address may carry.
  category: 'tipo_caso',
  priority: 'prioridad',
} as const;

/** The tabs a contact has, in order: a billing contact (type 1) also Mis facturas and Equipo. */
export function tabsFor(billing: boolean): TabKey[] {
  return billing
    ? ['datos', 'facturas', 'equipo', 'soporte', 'productos', 'avisos', 'seguridad']
    : ['datos', 'soporte', 'productos', 'avisos', 'seguridad'];
}

/**
 * The tab to show for the address's `pestana`: the tab named when this contact has it, else Mis
 * datos; while a second factor is owed (`enrolmentRequired`), Seguridad unless the address names
 * another tab (Mis datos then by `pestana=datos`, see tabQuery).
 */
export function tabOf(pestana: string | null | undefined, tabs: readonly TabKey[], enrolmentRequired = false): TabKey {
  return tabs.find((k) => k === pestana) ?? (enrolmentRequired ? 'seguridad' : FIRST_TAB);
}

function query(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The query of the address a tab click goes to: the hotel chosen and that tab, so the invoice
 * filters (or the invoice asked about) stay with the entry of the tab they belong to; a click on
 * Mis facturas brings the finder's filters as it was left (`finder`: the caller's memory of them).
 */
export function tabQuery(
  current: URLSearchParams,
  key: TabKey,
  enrolmentRequired = false,
  finder?: URLSearchParams,
): string {
  const next = new URLSearchParams();
  const hotel = current.get(HOTEL_PARAM);
  if (hotel !== null) next.set(HOTEL_PARAM, hotel);
  // Mis datos is the address without a tab, but while a second factor is owed that one opens on
  // Seguridad: then it is named.
  if (key !== FIRST_TAB || enrolmentRequired) next.set(TAB_PARAM, key);
  if (key === 'facturas' && finder) for (const [name, value] of invoiceParamsOf(finder)) next.set(name, value);
  return query(next);
}

/**
 * The query of another hotel's address: that hotel, on the same tab when its contact has it (`tabs`:
 * the tabs of the new hotel's contact; else Mis datos). What names one hotel's things cannot carry
 * over: the invoice asked about and the invoice finder's filters and page go. On Mis facturas the
 * finder comes back as it was left on that hotel (`finder`: the caller's memory of it, see
 * finderLeftFor), else afresh.
 */
export function hotelQuery(
  current: URLSearchParams,
  hotelId: number,
  tabs: readonly TabKey[],
  finder?: URLSearchParams,
): string {
  const next = new URLSearchParams({ [HOTEL_PARAM]: String(hotelId) });
  const pestana = current.get(TAB_PARAM);
  const key = tabs.find((k) => k === pestana);
  // `pestana=datos` is only written while a second factor is owed (tabQuery): kept as written.
  if (key) next.set(TAB_PARAM, key);
  if (key === 'facturas' && finder) for (const [name, value] of invoiceParamsOf(finder)) next.set(name, value);
  return query(next);
}

/**
 * The same address without what prefilled a new case (the invoice it was to ask about, the draft a
 * link gave): its form cancelled or the case opened, so a reload or Back shows the list, not the form.
 */
export function withoutCasePrefill(current: URLSearchParams): string {
  const next = new URLSearchParams(current);
  next.delete(CASE_INVOICE_PARAM);
  for (const name of Object.values(CASE_DRAFT_PARAMS)) next.delete(name);
  return query(next);
}

/** A new case as a link prefills it (`nuevo=1&asunto=…&modulo=…`); null where the form has its own default. */
export interface CaseDraft {
  asunto: string | null;
  /** One of the case's areas (a module's slug, or `otro`) */
  area: string | null;
  /** One of the case's categories (incidencia, consulta…) */
  categoria: string | null;
  /** One of the case's priorities */
  prioridad: string | null;
}

/** What the draft is checked against: the case form's areas and its subject's limit (SupportChoices). */
export interface CaseDraftRules {
  areas: readonly { value: string }[];
  categories: readonly { value: string }[];
  priorities: readonly { value: string }[];
  limits: { subject: number };
}

/**
 * The query of the Soporte tab of `hotelId` with «Abrir un caso» open and prefilled (a link's
 * `href`, after `/micuenta`). Written as given: the reader (caseDraftOf) holds the rules.
 */
export function caseDraftQuery(
  hotelId: number,
  draft: { asunto?: string; area?: string; categoria?: string; prioridad?: string },
): string {
  const next = new URLSearchParams({ [HOTEL_PARAM]: String(hotelId), [TAB_PARAM]: 'soporte' });
  next.set(CASE_DRAFT_PARAMS.open, '1');
  if (draft.asunto) next.set(CASE_DRAFT_PARAMS.subject, draft.asunto);
  if (draft.area) next.set(CASE_DRAFT_PARAMS.area, draft.area);
  if (draft.categoria) next.set(CASE_DRAFT_PARAMS.category, draft.categoria);
  if (draft.prioridad) next.set(CASE_DRAFT_PARAMS.priority, draft.prioridad);
  return query(next);
}

/**
 * The new case the address asks to open (`nuevo=1`), else null. Anyone can write an address, so
 * each part is checked and dropped when wrong, the form then opening with its own default: the
 * subject on one line (line breaks are spaces), without control characters, not empty and within
 * `limits.subject` characters (a longer one is dropped, not cut short); the module, the type and the priority one of the form's choices.
 */
export function caseDraftOf(address: Pick<URLSearchParams, 'get'>, rules: CaseDraftRules): CaseDraft | null {
  if (address.get(CASE_DRAFT_PARAMS.open) !== '1') return null;
  const subject = address.get(CASE_DRAFT_PARAMS.subject)?.replace(/\s+/g, ' ').trim();
  const asunto =
    subject && subject.length <= rules.limits.subject && !/[\u0000-\u001f\u007f-\u009f]/.test(subject) ? subject : null;
  const oneOf = (param: string, choices: readonly { value: string }[]) => {
    const value = address.get(param);
    return choices.some((c) => c.value === value) ? value : null;
  };
  return {
    asunto,
    area: oneOf(CASE_DRAFT_PARAMS.area, rules.areas),
    categoria: oneOf(CASE_DRAFT_PARAMS.category, rules.categories),
    prioridad: oneOf(CASE_DRAFT_PARAMS.priority, rules.priorities),
  };
}

/** The invoice filters of the address, as facturas.json reads them. */
export function invoiceParamsOf(current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of INVOICE_PARAMS) {
    const value = current.get(key);
    if (value !== null) params.set(key, value);
  }
  return params;
}

/** The contact the address's `hotel` names among the user's own, else the first (as the page chooses). */
export function contactOf<C extends { id_hotel: number }>(contacts: readonly C[], hotel: string | null): C | undefined {
  return contacts.find((c) => String(c.id_hotel) === hotel) ?? contacts[0];
}

/** The invoice finder as Mis facturas last held it (account-area.tsx keeps the last one). */
export interface FinderMemory {
  /** The hotel shown then (an id_hotel): the one the address named, else the first */
  hotel: number | undefined;
  params: URLSearchParams;
}

/**
 * The finder of `address`, kept under the hotel it shows, not under its `hotel` as written: an
 * address without one and one naming the first hotel show the same hotel, and so share one memory.
 */
export function finderMemoryOf(
  contacts: readonly { id_hotel: number }[],
  address: Pick<URLSearchParams, 'get' | 'toString'>,
): FinderMemory {
  return {
    hotel: contactOf(contacts, address.get(HOTEL_PARAM))?.id_hotel,
    params: new URLSearchParams(address.toString()),
  };
}

/** The finder's filters to bring to Mis facturas of the hotel `current` shows: when left on that hotel. */
export function finderLeftFor(
  memory: FinderMemory,
  contacts: readonly { id_hotel: number }[],
  current: URLSearchParams,
): URLSearchParams | undefined {
  return memory.hotel === contactOf(contacts, current.get(HOTEL_PARAM))?.id_hotel ? memory.params : undefined;
}

/** The finder as Mis facturas last held it on each hotel (an id_hotel), kept by account-area.tsx. */
export type FinderMemories = Map<number | undefined, FinderMemory>;

/** Keeps `memory` as the finder left on its hotel (the other hotels' stay as they were). */
export function rememberFinder(memories: FinderMemories, memory: FinderMemory): FinderMemories {
  memories.set(memory.hotel, memory);
  return memories;
}

/** The finder's filters left on the hotel `current` shows, if any: each hotel its own. */
export function finderLeftIn(
  memories: ReadonlyMap<number | undefined, FinderMemory>,
  contacts: readonly { id_hotel: number }[],
  current: URLSearchParams,
): URLSearchParams | undefined {
  const memory = memories.get(contactOf(contacts, current.get(HOTEL_PARAM))?.id_hotel);
  return memory && finderLeftFor(memory, contacts, current);
}
