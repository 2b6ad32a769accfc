// The server the browser tests run against: the production build on a fresh data folder. Its
// output is passed on and also kept in the data folder (server-stdout.log, server-stderr.log),
// where the tests check that every line is a JSON log event.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data/e2e');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const start = path.join(path.dirname(fileURLToPath(import.meta.url)), 'start.mjs');
const server = spawn(process.execPath, [start], { stdio: ['ignore', 'pipe', 'pipe'] });
for (const [stream, own, file] of [
  [server.stdout, process.stdout, 'server-stdout.log'],
  [server.stderr, process.stderr, 'server-stderr.log'],
]) {
  const kept = createWriteStream(path.join(dataDir, file));
  stream.on('data', (chunk) => {
    own.write(chunk);
    kept.write(chunk);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
