// `npm run staff -- <area> <command> [options]`: the staff tool. Each area lives in scripts/staff/.
// Runs with `tsx --conditions=react-server` so `server-only` modules load outside Next.
import { migrate } from '@/lib/db/migrate';
import { env } from '@/lib/env';
import type { StaffArea } from './staff/types';

const areas: Record<string, () => Promise<{ default: StaffArea }>> = {
  enquiries: () => import('./staff/enquiries'),
  accounts: () => import('./staff/accounts'),
  news: () => import('./staff/news'),
  staff: () => import('./staff/staff'),
};

function usage(): never {
  console.log(`Uso: npm run staff -- <área> <orden> [opciones]\n\nÁreas: ${Object.keys(areas).join(', ') || '(ninguna)'}\n`);
  process.exit(2);
}

async function main() {
  const [areaName, ...rest] = process.argv.slice(2);
  if (!areaName || !areas[areaName]) usage();
  // Staff commands work on a fresh or older database too.
  await migrate(env().DATABASE_URL);
  const area = (await areas[areaName]()).default;
  const code = await area.run(rest);
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
