// Demo data, seeded in demo mode (or with SEED_DEMO=1). Every seeder is idempotent: it only adds
// what is missing, so a restart never duplicates anything.
import 'server-only';
import { accountsSeeder } from '@/lib/account/demo-seed';

type Seeder = { name: string; run: () => Promise<void> };

const seeders: Seeder[] = [accountsSeeder];

export async function seedDemo(): Promise<void> {
  for (const s of seeders) await s.run();
}
