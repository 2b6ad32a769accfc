// The response targets of a page of cases (or one case) as of now: their recorded changes of state
// read at once along CaseStateChange(caseId, at, id) and the settings staff last set
// (target-settings.ts), then objective.ts. For the customer's list and case, and any other reader.
import 'server-only';
import { db } from '@/lib/db';
import { objectiveOf, type CaseObjectiveDto, type StateChangeLike } from './objective';
import { loadTargetSettings } from './target-settings';

export interface ObjectiveInput {
  id: number;
  priority: string;
  createdAt: Date;
  firstResponseAt: Date | null;
}

/** The recorded changes of the cases' states, oldest first per case (a case has a handful). */
export async function stateChangesOf(caseIds: readonly number[]): Promise<Map<number, StateChangeLike[]>> {
  const byCase = new Map<number, StateChangeLike[]>(caseIds.map((id) => [id, []]));
  if (caseIds.length === 0) return byCase;
  const rows = await db().caseStateChange.findMany({
    where: { caseId: { in: [...caseIds] } },
    orderBy: [{ caseId: 'asc' }, { at: 'asc' }, { id: 'asc' }],
    select: { caseId: true, from: true, to: true, at: true, byUserId: true },
  });
  for (const r of rows)
    byCase.get(r.caseId)?.push({ from: r.from, to: r.to, at: r.at, byCustomer: r.byUserId !== null });
  return byCase;
}

/** Each case's `objetivo` at `now`, by case id. */
export async function objectivesOf(
  cases: readonly ObjectiveInput[],
  now = new Date(),
): Promise<Map<number, CaseObjectiveDto>> {
  const [settings, changes] = await Promise.all([loadTargetSettings(), stateChangesOf(cases.map((c) => c.id))]);
  return new Map(cases.map((c) => [c.id, objectiveOf(c, changes.get(c.id) ?? [], settings, now)]));
}
