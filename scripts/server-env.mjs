// The runtime settings of the production server process for everything that starts it from this
// repository (npm start, the bench). Their values and the reasons for them live in the server
// layer: server/runtime-settings.json (the one source; the Dockerfile's ENV line and the
// table in docs/OPERATIONS.md repeat it, and server/runtime-settings.test.ts holds them equal) and server/heap.ts.
// A value already set in the environment wins.
import { readFileSync } from 'node:fs';

/** @type {{ nodeOptions: Record<string, number>, env: Record<string, string> }} */
export const SERVER_RUNTIME_SETTINGS = JSON.parse(
  readFileSync(new URL('../server/runtime-settings.json', import.meta.url), 'utf8'),
);

export function serverRuntimeEnv(env = process.env) {
  let options = env.NODE_OPTIONS ?? '';
  for (const [flag, value] of Object.entries(SERVER_RUNTIME_SETTINGS.nodeOptions)) {
    if (!options.includes(flag)) options += ` ${flag}=${value}`;
  }
  const settings = Object.fromEntries(
    Object.entries(SERVER_RUNTIME_SETTINGS.env).map(([name, value]) => [name, env[name] ?? value]),
  );
  return { ...env, ...settings, NODE_OPTIONS: options.trim() };
}
