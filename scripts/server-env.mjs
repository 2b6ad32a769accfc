// The runtime settings of the production server process for everything that starts it from this
// repository (npm start, the bench). Their values and the reasons for them live in the server
// layer: server/runtime-settings.json (the one source; the Dockerfile's ENV line and the
// table in docs/OPERATIONS.md repeat it, and server/runtime-settings.test.ts holds them equal) and server/heap.ts.
// A value already set in the environment wins.
import { existsSync, readFileSync } from 'node:fs';

/** @type {{ nodeOptions: Record<string, number>, env: Record<string, string> }} */
export const SERVER_RUNTIME_SETTINGS = JSON.parse(
  readFileSync(new URL('../server/runtime-settings.json', import.meta.url), 'utf8'),
);

const debianArch = { x64: 'x86_64', arm64: 'aarch64' }[process.arch] ?? process.arch;

/**
 * Where jemalloc may be: the image's link (Dockerfile), Debian's and Ubuntu's package
 * (`libjemalloc2`), then other distributions' usual places.
 */
export const JEMALLOC_PATHS = [
  '/usr/local/lib/libjemalloc.so.2',
  `/usr/lib/${debianArch}-linux-gnu/libjemalloc.so.2`,
  '/usr/lib64/libjemalloc.so.2',
  '/usr/lib/libjemalloc.so.2',
];

/** The jemalloc library this machine has, or null (the server then runs on glibc's malloc). */
export function jemallocLibrary(exists = existsSync) {
  return JEMALLOC_PATHS.find((file) => exists(file)) ?? null;
}

/**
 * The server's environment: the settings, and jemalloc preloaded where the machine has it
 * (server/heap.ts says why). An LD_PRELOAD already set, even empty, is the operator's choice.
 */
export function serverRuntimeEnv(env = process.env, jemalloc = jemallocLibrary()) {
  let options = env.NODE_OPTIONS ?? '';
  for (const [flag, value] of Object.entries(SERVER_RUNTIME_SETTINGS.nodeOptions)) {
    if (!options.includes(flag)) options += ` ${flag}=${value}`;
  }
  const settings = Object.fromEntries(
    Object.entries(SERVER_RUNTIME_SETTINGS.env).map(([name, value]) => [name, env[name] ?? value]),
  );
  const preload = env.LD_PRELOAD === undefined && jemalloc ? { LD_PRELOAD: jemalloc } : {};
  return { ...env, ...settings, ...preload, NODE_OPTIONS: options.trim() };
}
