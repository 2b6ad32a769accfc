// What /micuenta's address says of the Soporte list (support-panel.tsx): its state filter,
// `estado_caso` (not `estado`, the invoice finder's payment state, which the same address may be
// read for), one of the case states (lib/support/fields.ts) or none for all. Only the Soporte tab's
// entries carry it (a tab click or another hotel starts from an address without it:
// account-address.ts). Pure: the browser and the tests use it alike.

/** The query parameter of the Soporte list's state filter. */
export const CASE_STATE_PARAM = 'estado_caso';

/** The state the address filters the list by, when it is one of `states`; '' (all) otherwise. */
export function caseStateOf(address: Pick<URLSearchParams, 'get'>, states: readonly { value: string }[]): string {
  const value = address.get(CASE_STATE_PARAM) ?? '';
  return states.some((s) => s.value === value) ? value : '';
}

/** The query of the same address filtered by `estado` ('' for all: the parameter goes). */
export function withCaseState(current: URLSearchParams, estado: string): string {
  const next = new URLSearchParams(current);
  if (estado) next.set(CASE_STATE_PARAM, estado);
  else next.delete(CASE_STATE_PARAM);
  const text = next.toString();
  return text ? `?${text}` : '';
}
