// One JSON line per event on stdout, the format of the app's own log (lib/log.ts), for what the
// server layer itself has to say.

export type Level = 'debug' | 'info' | 'warn' | 'error';
export type LogLine = (level: Level, event: string, msg: string, extra?: Record<string, unknown>) => void;

/** Writes one log line; `extra` fields go between the event and the message. */
export const logLine: LogLine = (level, event, msg, extra) => {
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), event, ...extra, msg })}\n`);
};
