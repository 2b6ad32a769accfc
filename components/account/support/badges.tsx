// The state and priority of a case as small labelled badges (the words from the field table,
// lib/support/fields.ts, passed as props): colour is never the only sign, the word is always there.
import { labelOf, type Choice } from '@/lib/support/choices';

const STATE_TONE: Record<string, string> = {
  nueva: 'bg-sky-100 text-sky-900 ring-sky-300',
  en_curso: 'bg-amber-100 text-amber-900 ring-amber-300',
  esperando_cliente: 'bg-violet-100 text-violet-900 ring-violet-300',
  resuelta: 'bg-teal-100 text-teal-900 ring-teal-300',
  cerrada: 'bg-slate-100 text-slate-800 ring-slate-300',
};

const PRIORITY_TONE: Record<string, string> = {
  critica: 'bg-red-100 text-red-900 ring-red-300',
  alta: 'bg-orange-100 text-orange-900 ring-orange-300',
  media: 'bg-slate-100 text-slate-800 ring-slate-300',
  baja: 'bg-white text-slate-700 ring-slate-300',
};

const BADGE = 'inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

export function StateBadge({ value, states }: { value: string; states: readonly Choice[] }) {
  return <span className={`${BADGE} ${STATE_TONE[value] ?? STATE_TONE.cerrada}`}>{labelOf(states, value)}</span>;
}

export function PriorityBadge({ value, priorities }: { value: string; priorities: readonly Choice[] }) {
  return (
    <span className={`${BADGE} ${PRIORITY_TONE[value] ?? PRIORITY_TONE.media}`}>{labelOf(priorities, value)}</span>
  );
}
