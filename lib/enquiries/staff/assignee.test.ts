// Who may be given an enquiry: a member whose role may work enquiries (lib/staff/roles.ts), as the
// enquiry's page offers them, whatever the roles are.
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { can, STAFF_ROLES } from '@/lib/staff/roles';
import { updateEnquiry } from './inbox';

describe('an enquiry’s assignee', () => {
  it('is any enabled member whose role may work enquiries, and no one else', async () => {
    const admin = await db().staffUser.create({
      data: { email: 'jefa@millehotel.es', name: 'Jefa', role: 'admin', passwordHash: 'x' },
    });
    const session = { staffId: admin.id, email: admin.email, name: admin.name, role: 'admin' as const, key: 'k' };
    const e = await db().enquiry.create({
      data: { kind: 'contact', fields: '{}', email: 'ana@example.es', clientHash: 'h' },
    });
    for (const role of STAFF_ROLES) {
      const member = await db().staffUser.create({
        data: { email: `${role}@millehotel.es`, name: role, role, passwordHash: 'x' },
      });
      const answer = await updateEnquiry(session, e.id, { assigneeId: member.id }, '127.0.0.1');
      expect(answer?.ok, role).toBe(can(role, 'enquiries.work'));
    }
  });
});
