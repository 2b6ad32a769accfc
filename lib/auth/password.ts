// Password hashing: argon2id with OWASP's parameters (lib/auth/argon2-params.ts).
import 'server-only';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { ARGON2_OPTIONS as OPTIONS } from './argon2-params';

// Each argon2 run holds 12 MiB and a full core. More runs at once than cores only add memory
// (a burst of sign-ins would otherwise take 12 MiB per thread of libuv's pool), so they queue.
const MAX_CONCURRENT = Math.max(1, Math.min(availableParallelism(), 4));
let running = 0;
let peak = 0;
const waiting: Array<() => void> = [];

/** How many argon2 runs may go at once, and the most that ever did (for tests and diagnostics). */
export function argon2Concurrency(): { max: number; peak: number } {
  return { max: MAX_CONCURRENT, peak };
}

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  peak = Math.max(peak, running);
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line, or free it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, OPTIONS));
}

let dummy: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown e-mail) it still verifies against a dummy
 * hash with the same parameters, so both cases take the same time, and answers false.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  const target = stored ?? (await dummy);
  let ok = false;
  try {
    ok = await limited(() => verify(target, password));
  } catch {
    ok = false;
  }
  return stored ? ok : false;
}
