// Background work of a server process (the mail outbox worker). Each job stops cleanly on shutdown.
import 'server-only';
import { startOutboxWorker } from '@/lib/mail/outbox';
import { startNewsWarmup } from '@/lib/news/warmup';

type Stop = () => Promise<void>;
const stops: Stop[] = [];
let started = false;

/** Each job: a function that starts it and returns how to stop it. */
const starters: Array<() => Stop> = [startOutboxWorker, startNewsWarmup];

export function startBackgroundJobs(): void {
  if (started) return;
  started = true;
  for (const start of starters) stops.push(start());
  const shutdown = () => {
    void Promise.allSettled(stops.map((s) => s()));
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
