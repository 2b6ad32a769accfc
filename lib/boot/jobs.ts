// Background work of a server process (the mail outbox worker, the watcher of the public pages' feeds, the cleanup, the optional scheduled backup). Each job stops cleanly on shutdown.
import 'server-only';
import { startBackupSchedule } from '@/lib/backup/schedule';
import { startCleanupJob } from '@/lib/cleanup/cleanup';
import { startOutboxWorker } from '@/lib/mail/outbox';
import { startFreshnessWatch } from '@/lib/freshness/watch';
import { FEEDS } from './feeds';

type Stop = () => Promise<void>;
const stops: Stop[] = [];
let started = false;

/** Each job: a function that starts it and returns how to stop it. */
const starters: Array<() => Stop> = [
  startOutboxWorker,
  () => startFreshnessWatch(FEEDS),
  startCleanupJob,
  startBackupSchedule,
];

export function startBackgroundJobs(): void {
  if (started) return;
  started = true;
  for (const start of starters) stops.push(start());
  const stopAll = () => Promise.allSettled(stops.map((s) => s())).then(() => undefined);
  // The production server's preload (server/shutdown.ts) runs the hooks after the requests
  // in flight have finished and before it exits; without it (next dev) we stop on the signal.
  const preload = (globalThis as Record<symbol, unknown>)[Symbol.for('mille.shutdown')] as ShutdownRegistry | undefined;
  if (preload) {
    preload.register(stopAll);
  } else {
    process.once('SIGTERM', () => void stopAll());
    process.once('SIGINT', () => void stopAll());
  }
}

interface ShutdownRegistry {
  register(hook: () => Promise<void>): void;
}
