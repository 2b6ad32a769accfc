// A case's response targets in plain Spanish (the case page and the Soporte tab's list): "Primera
// respuesta antes del …", "objetivo cumplido", "fuera de plazo", in pause while the case waits for
// the customer, no longer applying once the case ended with no reply. The words come from the Support messages through `t`, so the server-rendered case
// page and the client-side list (each with its own translator) say the same.
import type { CaseObjectiveDto, ObjectiveTargetDto } from '@/lib/support/objective';

type Translate = (key: string, values?: Record<string, string>) => string;

const TONE: Record<ObjectiveTargetDto['estado'], string> = {
  en_plazo: 'text-slate-800',
  vence_pronto: 'font-semibold text-amber-900',
  pausado: 'text-violet-900',
  cumplido: 'text-teal-900',
  fuera_de_plazo: 'font-semibold text-red-800',
};

/** One target's sentence, e.g. "Primera respuesta antes del 2 de diciembre de 2026, 14:00". */
export function objectiveSentence(
  what: string,
  target: ObjectiveTargetDto,
  t: Translate,
  moment: (iso: string) => string,
): string {
  const date = target.limite ? moment(target.limite) : '';
  // Resolved or closed before support answered: not "met", it simply no longer applies.
  if (target.no_aplica) return t('objectiveNotApplicable', { what });
  switch (target.estado) {
    case 'en_plazo':
      return t('objectiveDue', { what, date });
    case 'vence_pronto':
      return t('objectiveDueSoon', { what, date });
    case 'pausado':
      return t('objectivePaused', { what });
    case 'cumplido':
      return t('objectiveMet', { what });
    case 'fuera_de_plazo':
      return date ? t('objectiveLate', { what, date }) : t('objectiveLateNoDate', { what });
  }
}

/** The target that matters now: the first response until it is given, then the resolution. */
export function currentTarget(o: CaseObjectiveDto): 'primera_respuesta' | 'resolucion' {
  return o.primera_respuesta.estado === 'cumplido' ? 'resolucion' : 'primera_respuesta';
}

/** Both targets, each with its length, for the case page. */
export function ObjectiveList({
  objective,
  t,
  moment,
}: {
  objective: CaseObjectiveDto;
  t: Translate;
  moment: (iso: string) => string;
}) {
  const rows = [
    [t('objectiveFirst'), objective.primera_respuesta],
    [t('objectiveResolution'), objective.resolucion],
  ] as const;
  return (
    <ul className="grid gap-1">
      {rows.map(([what, target]) => (
        <li key={what} className={target.no_aplica ? 'text-slate-700' : TONE[target.estado]}>
          {objectiveSentence(what, target, t, moment)}{' '}
          <span className="font-normal text-slate-600">({t('objectiveTerm', { term: target.plazo })})</span>
        </li>
      ))}
    </ul>
  );
}

/** The one line of the list: the target that matters now. */
export function ObjectiveLine({
  objective,
  t,
  moment,
}: {
  objective: CaseObjectiveDto;
  t: Translate;
  moment: (iso: string) => string;
}) {
  const key = currentTarget(objective);
  const target = objective[key];
  const what = t(key === 'primera_respuesta' ? 'objectiveFirst' : 'objectiveResolution');
  return (
    <p className={`mt-1 text-xs ${target.no_aplica ? 'text-slate-700' : TONE[target.estado]}`}>
      {objectiveSentence(what, target, t, moment)}
    </p>
  );
}
