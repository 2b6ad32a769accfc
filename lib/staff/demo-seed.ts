// Demo staff, one per role, seeded in demo mode only (lib/seed). Password Demo-2026-Mille and no
// second factor yet: the first sign-in of each goes through enrolment. Idempotent: a member already
// there (enrolled or not) is left alone.
import 'server-only';
import { DEMO_PASSWORD } from '@/lib/account/demo-seed';
import { hashPassword } from '@/lib/auth/password';
import { db } from '@/lib/db';
import type { StaffRole } from './roles';

export const DEMO_STAFF: { email: string; name: string; role: StaffRole }[] = [
  { email: 'admin@millehotel.es', name: 'Marta Administración', role: 'admin' },
  { email: 'redaccion@millehotel.es', name: 'Pablo Redacción', role: 'editor' },
  { email: 'atencion@millehotel.es', name: 'Lucía Atención', role: 'support' },
  { email: 'soporte@millehotel.es', name: 'Jorge Soporte', role: 'technician' },
];

export async function seedStaff(): Promise<void> {
  for (const s of DEMO_STAFF) {
    const found = await db().staffUser.findUnique({ where: { email: s.email }, select: { id: true } });
    if (!found) await db().staffUser.create({ data: { ...s, passwordHash: await hashPassword(DEMO_PASSWORD) } });
  }
}

export const staffSeeder = { name: 'staff', run: seedStaff };
