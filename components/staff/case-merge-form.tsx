'use client';
// "Unir a otro caso" on a case's page (/gestion/soporte/<id>): the number of the case that stays.
// What the browser can tell (a case number, not this case's own: lib/support/staff/merge-target.ts,
// the server's rule too) is said before the confirmation is asked; whether that case exists and is
// of the same hotel, the server answers. A refusal is the field's error (aria-describedby) and goes
// as soon as the number is changed.
import { mergeTarget } from '@/lib/support/staff/merge-target';
import { ActionForm } from './action-form';
import { fieldClass } from './post';

export function CaseMergeForm({
  caseId,
  then = `/gestion/soporte/${caseId}`,
}: {
  caseId: number;
  /** Where the page goes once merged: the case's own page (keeping the way back to the queue). */
  then?: string;
}) {
  return (
    <ActionForm
      endpoint={`soporte/casos/${caseId}/unir`}
      submitLabel="Unir y cerrar"
      secondary
      then={then}
      check={(data) => {
        const target = mergeTarget(String(data.get('destino') ?? ''), caseId);
        return 'refusal' in target ? target.refusal : null;
      }}
      confirm="¿Unir este caso al otro y cerrarlo?"
      clearOnEdit
      className="mt-3 space-y-3"
    >
      {(refusal) => (
        <label className="block font-medium">
          Número del caso que se queda
          <input
            name="destino"
            required
            inputMode="numeric"
            pattern="#?[0-9]{1,9}"
            className={fieldClass}
            {...refusal}
          />
        </label>
      )}
    </ActionForm>
  );
}
