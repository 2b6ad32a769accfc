// Demo data, seeded in demo mode (or with SEED_DEMO=1). Every seeder is idempotent: it only adds
// what is missing, so a restart never duplicates anything.
import 'server-only';
import { accountsSeeder } from '@/lib/account/demo-seed';
import { invoicesSeeder } from '@/lib/invoices/demo-seed';
import { paymentSettingsSeeder } from '@/lib/invoices/staff/payment-demo-seed';
import { seedDemoNews } from '@/lib/news/seed';
import { productsSeeder } from '@/lib/products/demo-seed';
import { staffSeeder } from '@/lib/staff/demo-seed';
import { statusSeeder } from '@/lib/status/demo-seed';
import { supportSeeder } from '@/lib/support/case-demo-seed';
import { remoteAccessSeeder } from '@/lib/support/remote-demo-seed';
import { cannedRepliesSeeder } from '@/lib/support/staff/canned-demo-seed';

type Seeder = { name: string; run: () => Promise<void> };

const seeders: Seeder[] = [
  accountsSeeder,
  invoicesSeeder,
  staffSeeder,
  // After the staff: the demo's bank details are saved by its admin.
  paymentSettingsSeeder,
  remoteAccessSeeder,
  // After the accounts and the staff: its cases are written by them.
  supportSeeder,
  cannedRepliesSeeder,
  // After the accounts: it gives their hotels modules.
  productsSeeder,
  { name: 'news', run: async () => void (await seedDemoNews()) },
  statusSeeder,
];

export async function seedDemo(): Promise<void> {
  for (const s of seeders) await s.run();
}
