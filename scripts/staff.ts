// `npm run staff -- <area> <command> [options]`: the staff tool. Each area lives in scripts/staff/,
// its commands and flags declared with scripts/staff/args.ts, its work done by lib/ services.
// Runs with `tsx --conditions=react-server` so `server-only` modules load outside Next.
import { migrate } from '@/lib/db/migrate';
import { env } from '@/lib/env';
import type { StaffArea } from './staff/types';

const areas: Record<string, () => Promise<{ default: StaffArea }>> = {
  enquiries: () => import('./staff/enquiries'),
  accounts: () => import('./staff/accounts'),
  news: () => import('./staff/news'),
  staff: () => import('./staff/staff'),
  backup: async () => ({ default: (await import('./staff/backup')).backup }),
  restore: async () => ({ default: (await import('./staff/backup')).restore }),
};

// A backup copies the database as the service left it; a restore checks a file before anything
// touches the database. Neither migrates first.
const WITHOUT_MIGRATION = new Set(['backup', 'restore']);

function usage(unknown?: string): never {
  if (unknown) console.error(`Área desconocida: ${unknown}\n`);
  console.log(
    `Uso: npm run staff -- <área> <orden> [opciones]\n\nÁreas: ${Object.keys(areas).join(', ')} (cada una muestra su ayuda)\n`,
  );
  process.exit(2);
}

async function main() {
  const [areaName, ...rest] = process.argv.slice(2);
  if (!areaName) usage();
  if (!Object.hasOwn(areas, areaName)) usage(areaName);
  // Staff commands work on a fresh or older database too.
  if (!WITHOUT_MIGRATION.has(areaName)) await migrate(env().DATABASE_URL);
  const area = (await areas[areaName]!()).default;
  const code = await area.run(rest);
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
