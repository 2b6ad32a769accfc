// Who does a staff operation on customer accounts, for the audit trail: a member of staff in the
// back office, or the staff command (no actor; the entry says so in `client`).
import 'server-only';
import { recordAudit, type AuditInput } from '@/lib/audit/trail';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { StaffSession } from '@/lib/staff/session';

export interface Operator {
  actor: { id: number; email: string } | null;
  client: string;
}

export const COMMAND_LINE: Operator = { actor: null, client: 'staff-cli' };

export function operatorOf(staff: StaffSession, client: string): Operator {
  return { actor: { id: staff.staffId, email: staff.email }, client };
}

export function audit(
  who: Operator,
  entry: Omit<AuditInput, 'actor' | 'client'>,
  tx?: Prisma.TransactionClient,
): Promise<void> {
  return recordAudit({ ...entry, actor: who.actor, client: who.client }, tx);
}
