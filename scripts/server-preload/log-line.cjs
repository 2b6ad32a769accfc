// One JSON line per event on stdout, the format of the app's own log (lib/log.ts), for what the
// preload itself has to say.
'use strict';

/** Writes one log line; `extra` fields go between the event and the message. */
function logLine(level, event, msg, extra) {
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), event, ...extra, msg })}\n`);
}

module.exports = { logLine };
