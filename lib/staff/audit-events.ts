// Sign-in events of staff into the audit trail.
import 'server-only';
import { recordAudit } from '@/lib/audit/trail';
import type { SignInEvent } from './sign-in';

export async function recordSignInEvent(event: SignInEvent | null, client: string): Promise<void> {
  if (!event) return;
  await recordAudit({
    actor: event.staffId === null ? null : { id: event.staffId, email: event.email },
    action: event.action,
    objectType: 'personal',
    objectId: event.staffId ?? '',
    changes: event.detail,
    client,
  });
}
