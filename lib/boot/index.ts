// Start-up of a server process. Order matters: a bad environment stops before anything else.
import 'server-only';
import { env, EnvError } from '@/lib/env';
import { migrate } from '@/lib/db/migrate';
import { log } from '@/lib/log';
import { seedDemo } from '@/lib/seed';
import { startBackgroundJobs } from './jobs';

function fail(message: string): never {
  console.error(`\n[arranque] ${message}\n`);
  process.exit(1);
}

export async function boot(): Promise<void> {
  let e;
  try {
    e = env();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  try {
    const applied = await migrate(e.DATABASE_URL);
    if (applied.length) log().info({ event: 'db.migrated', applied }, 'migrations applied');
  } catch (error) {
    fail(`No se pudo migrar la base de datos (${e.DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')}): ${(error as Error).message}`);
  }
  if (!e.isProduction || e.SEED_DEMO) await seedDemo();
  startBackgroundJobs();
}
