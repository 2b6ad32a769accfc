// Audit entries of a member's changes to their own access (Mi seguridad).
import 'server-only';
import type { AuditAction } from '@/lib/audit/labels';
import { recordAudit, type Change } from '@/lib/audit/trail';
import type { StaffSession } from './session';

export function recordOwnChange(
  staff: StaffSession,
  action: AuditAction,
  client: string,
  changes: Record<string, Change | string> = {},
): Promise<void> {
  return recordAudit({
    actor: { id: staff.staffId, email: staff.email },
    action,
    objectType: 'personal',
    objectId: staff.staffId,
    changes,
    client,
  });
}
