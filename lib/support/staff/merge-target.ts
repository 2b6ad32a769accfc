// The case a duplicate is merged into, read from what staff typed ("123" or "#123"): the one rule
// the merge (case-work.ts `mergeCase`) and its form on the case's page (components/staff/
// case-merge-form.tsx, before it asks for confirmation) both apply. Pure, for the browser too;
// whether that case exists and is of the same hotel only the server can tell.

/** The other case's number, or why what was typed is none. */
export function mergeTarget(typed: string, caseId: number): { id: number } | { refusal: string } {
  const raw = typed.trim().replace(/^#/, '');
  if (!/^\d{1,9}$/.test(raw)) return { refusal: 'Escribe el número del caso al que se une este.' };
  const id = Number(raw);
  if (id === caseId)
    return { refusal: `${caseId} es el número de este mismo caso: escribe el del otro caso, el que se queda.` };
  return { id };
}
