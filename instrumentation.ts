// Runs once when a server process starts (next start, standalone server.js, next dev), before it
// serves: checks the environment, migrates the database, seeds demo data, starts the mail worker.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // The build prerenders pages in worker processes; it needs no database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { boot } = await import('./lib/boot');
  await boot();
}
