// Start-up of a server process. Order matters: a bad environment stops before anything else.
import 'server-only';
import { checkBuiltRetention, checkBuiltSiteUrl, env, EnvError } from '@/lib/env';
import { migrate } from '@/lib/db/migrate';
import { NO_SUPREMO_PAGE, supremoFile } from '@/lib/downloads/supremo';
import { clientAddressSource } from '@/lib/http/client-address';
import { warmInvoiceDocuments } from '@/lib/invoices/warm-up';
import { log } from '@/lib/log';
import { seedDemo } from '@/lib/seed';
import { startBackgroundJobs } from './jobs';

export const NO_CLIENT_ADDRESS =
  'Este proceso no conoce la dirección de los clientes, y sin ella los límites de intentos ' +
  'tratarían a todos los visitantes como uno solo. Arranca el servidor con el preload: ' +
  '`node -r ./server-preload.cjs server.js` (lo hacen `npm start` y la imagen Docker), no con `next start`. ' +
  'Si un proxy o balanceador está delante y pasa X-Forwarded-For, indica cuántos hay con TRUST_PROXY_HOPS.';

const NO_PEER_WARNING =
  'started without the server layer (server-preload.cjs): client addresses come from X-Forwarded-For, which a client can forge (acceptable in demo mode only)';

/**
 * The exit code of a start refused for its settings or its database (EX_CONFIG of sysexits.h):
 * starting again changes nothing, so `npm start`'s supervisor (scripts/supervise.mjs) and the
 * systemd unit of docs/OPERATIONS.md (RestartPreventExitStatus) do not restart it.
 */
export const REFUSED_TO_START = 78;

function fail(message: string): never {
  console.error(`\n[arranque] ${message}\n`);
  process.exit(REFUSED_TO_START);
}

export async function boot(): Promise<void> {
  let e;
  try {
    e = env();
    checkBuiltRetention(e);
    checkBuiltSiteUrl(e);
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  // Rate limits count per client address; without a source for it every visitor would share one.
  if (clientAddressSource(e.TRUST_PROXY_HOPS) === null) {
    if (e.isProduction) fail(NO_CLIENT_ADDRESS);
    log().warn({ event: 'boot.no-peer-address' }, NO_PEER_WARNING);
  }
  // /soporte offers the Connect download whatever the environment (the page is pre-rendered).
  if (e.isProduction && !supremoFile()) {
    log().warn(
      { event: 'boot.no-supremo', SUPREMO_PATH: e.SUPREMO_PATH ?? null },
      `no remote-support tool to serve: the Connect button of /soporte leads to ${NO_SUPREMO_PAGE} (phone and e-mail); set SUPREMO_PATH to a readable file`,
    );
  }
  try {
    const applied = await migrate(e.DATABASE_URL);
    if (applied.length) log().info({ event: 'db.migrated', applied }, 'migrations applied');
  } catch (error) {
    fail(
      `No se pudo migrar la base de datos (${e.DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')}): ${(error as Error).message}`,
    );
  }
  if (!e.isProduction || e.SEED_DEMO) await seedDemo();
  await warmUp();
  startBackgroundJobs();
}

/** Code that is slow the first time it runs, run once before the first request can wait behind it. */
async function warmUp(): Promise<void> {
  const started = performance.now();
  try {
    const bytes = (await warmInvoiceDocuments()).byteLength;
    log().debug(
      { event: 'boot.warmed', what: 'invoice-documents', bytes, ms: Math.round(performance.now() - started) },
      'warmed',
    );
  } catch (error) {
    // A download will draw its own PDF and show its own error; the start goes on.
    log().warn(
      { event: 'boot.warm-failed', what: 'invoice-documents', err: (error as Error).message },
      'could not warm the invoice documents',
    );
  }
}
