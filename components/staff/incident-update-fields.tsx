'use client';
// The fields of an incident's next update (/gestion/estado/incidencias/<id>): its state and how it
// affects each component. With "Resuelto" chosen, the form shows what resolving does
// (addIncidentUpdate, lib/status/staff/manage.ts): the incident stops affecting its components, back
// to «Operativo» on /estado unless something else affects them, and keeps how it affected each
// for the history bars; the impact fields are then neither shown nor sent, and keep what was
// chosen in case the state changes back.
import { useId, useState } from 'react';
import { COMPONENT_STATE_LABELS, isImpact } from '@/lib/status/states';
import { ImpactFields, IncidentStateField } from './incident-fields';

export function IncidentUpdateFields({
  stateId,
  state,
  components,
  current,
}: {
  stateId: string;
  /** The incident's state now (an open one's: never `resuelto`) */
  state: string;
  components: { id: number; name: string }[];
  /** How the incident affects each of its components now: [component id, impact] */
  current: [number, string][];
}) {
  const [resolving, setResolving] = useState(state === 'resuelto');
  const headingId = useId();
  const impacts = new Map(current);
  const affected = components.flatMap((c) => {
    const impact = impacts.get(c.id);
    return impact && isImpact(impact) ? [{ ...c, impact }] : [];
  });
  return (
    <>
      <IncidentStateField
        id={stateId}
        allowResolved
        value={state}
        onChange={(chosen) => setResolving(chosen === 'resuelto')}
      />
      <ImpactFields components={components} current={impacts} hidden={resolving} />
      {resolving && (
        <section aria-labelledby={headingId}>
          <h3 id={headingId} className="font-medium">
            Componentes afectados
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            Al resolverla deja de afectarlos: vuelven a «{COMPONENT_STATE_LABELS.operativo}» en /estado si ninguna otra
            incidencia ni mantenimiento los afecta. El historial de 90 días guarda cómo los afectó.
          </p>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {affected.map((c) => (
              <li key={c.id} data-component-id={c.id} className="text-sm">
                <span className="block">{c.name}</span>
                <strong className="font-semibold text-slate-900">{COMPONENT_STATE_LABELS.operativo}</strong>{' '}
                <span className="text-slate-600">(hasta ahora: {COMPONENT_STATE_LABELS[c.impact].toLowerCase()})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
