// The vendor-size data set's preparation, through the project's own code (run with
// `tsx --conditions=react-server`, as the staff tool is): the committed migrations applied by the
// server's migrator (lib/db/migrate.ts), and the demo password hashed as the service hashes
// passwords. Prints one JSON line: { applied, passwordHash }.
import { DEMO_PASSWORD } from '@/lib/account/demo-seed';
import { hashPassword } from '@/lib/auth/password';
import { migrate } from '@/lib/db/migrate';

async function main(url: string | undefined): Promise<void> {
  if (!url) throw new Error('usage: scale-prepare.ts DATABASE_URL');
  const applied = await migrate(url);
  console.log(JSON.stringify({ applied, passwordHash: await hashPassword(DEMO_PASSWORD) }));
}

void main(process.argv[2]);
