// The runtime settings of the production server process, in one place for everything that starts
// it (npm start, the bench; the Dockerfile repeats them as ENV). Measured in docs/PERFORMANCE.md:
// - a V8 heap ceiling: by default V8 sizes the heap from the machine's memory (GBs here) and lets
//   garbage pile up under load; the server's live heap stays near 110 MB at peak, so 256 MB
//   bounds the process without extra collections in normal work;
// - two glibc malloc arenas instead of one per thread: libuv's pool threads (argon2, file I/O)
//   otherwise each keep an arena of freed memory;
// - a fixed mmap threshold (128 kB, glibc's starting value): glibc otherwise raises it each time a
//   large block is freed, after which large blocks come from the main heap and stay there, freed
//   but not returned (~30 MB of the server's RSS, most of it from start-up).
// - young-generation semi-spaces of 4 MB: Node 24 sizes them from the machine's memory (32 MB
//   here), which under load took the server from ~250 to ~380 MB RSS for no gain in p99; 4 MB
//   scavenges more often at the same throughput and p99, with ~25 MB less RSS than 16 MB;
// - a heap growing factor of 2 between full collections (HEAP_GROWING_PERCENT=100, applied by
//   scripts/server-preload.cjs: V8 refuses the flag in NODE_OPTIONS). Under a 256 MB ceiling V8
//   lets the old generation grow only ~1.3-1.45x the live heap (~55 MB) before the next
//   mark-compact, and each one stalls every request in flight on the busy core by 60-120 ms;
//   twice the live heap means about half as many, the invoice list's p99 ~95 -> 60-85 ms, for
//   ~30 MB of RSS, which the smaller semi-spaces pay for.
// A value already set in the environment wins.
export const SERVER_HEAP_MB = 256;
export const SERVER_SEMI_SPACE_MB = 4;
export const SERVER_HEAP_GROWING_PERCENT = 100;

export function serverRuntimeEnv(env = process.env) {
  let options = env.NODE_OPTIONS ?? '';
  if (!/--max-old-space-size/.test(options)) options += ` --max-old-space-size=${SERVER_HEAP_MB}`;
  if (!/--max-semi-space-size/.test(options)) options += ` --max-semi-space-size=${SERVER_SEMI_SPACE_MB}`;
  return {
    ...env,
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
    HEAP_GROWING_PERCENT: env.HEAP_GROWING_PERCENT ?? String(SERVER_HEAP_GROWING_PERCENT),
    NODE_OPTIONS: options.trim(),
  };
}
