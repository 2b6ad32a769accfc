// Next.js (its start-up banner, the errors it catches) and stray library output write with
// console.*, several lines per error with the stack trace. In the production server each call
// becomes one JSON line like every other log line, the stack kept as a field, so a log collector
// never sees a line that is not an event (and a flood of bad requests cannot inject lines).
import util from 'node:util';

const LEVELS = { log: 'info', info: 'info', debug: 'debug', warn: 'warn', error: 'error', trace: 'debug' } as const;
// The escape sequences terminal colours are made of.
const ANSI = /\u001b\[[0-9;]*m/g;

/** One JSON log line for a console call's arguments (a JSON line already written as one string stays as it is). */
export function consoleLine(level: string, args: unknown[]): string {
  if (args.length === 1 && typeof args[0] === 'string' && /^\{.*\}$/.test(args[0]) && !args[0].includes('\n')) {
    try {
      JSON.parse(args[0]);
      return args[0];
    } catch {
      // not JSON after all: wrapped below
    }
  }
  const error = args.find((a): a is Error => a instanceof Error);
  const parts = args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : a));
  const msg = util
    .format(...parts)
    .replace(ANSI, '')
    .trim();
  const entry: Record<string, unknown> = { level, time: new Date().toISOString(), event: 'server.console', msg };
  if (error) entry.err = { type: error.name, message: error.message, stack: error.stack };
  return JSON.stringify(entry);
}

/** Replaces the console methods: info and below to stdout, warnings and errors to stderr. */
export function jsonConsole(): void {
  for (const [method, level] of Object.entries(LEVELS)) {
    const stream = level === 'warn' || level === 'error' ? process.stderr : process.stdout;
    (console as unknown as Record<string, (...args: unknown[]) => void>)[method] = (...args) =>
      void stream.write(`${consoleLine(level, args)}\n`);
  }
}
