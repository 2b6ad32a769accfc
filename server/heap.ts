// The memory and collection settings of the production server process. Their values live in
// runtime-settings.json, the one source: npm start and the bench apply them (scripts/server-env.mjs),
// the Dockerfile's ENV line and docs/OPERATIONS.md's table repeat them and a test holds all three equal
// (server/runtime-settings.test.ts). The figures behind each are in docs/PERFORMANCE.md, "What was
// changed to get here" ("Memory", "Fewer full collections"), "The invoice list's p99" and "Peak RSS
// on the AMD EPYC host" ("V8 optimising Prisma's query compiler"):
// - a V8 heap ceiling (--max-old-space-size=200): by default V8 sizes the heap from the machine's
//   memory and lets garbage pile up under load. The ceiling also bounds how far the old
//   generation grows between two full collections: never past halfway from the live heap to the
//   ceiling (V8's heap controller), so under the back office's load at vendor size (a live heap of
//   ~100 MB) the heap tops out at ~150 MB instead of ~180 MB with 256, for some more full
//   collections there (docs/PERFORMANCE.md, "The heap's ceiling at 200 MB, kept"). What it
//   leaves above the live heap: a server that has run every route holds ~130 MB (the e2e
//   suite's end, one V8 context for Next.js' manifests: server/manifest-contexts.ts), and the
//   largest invoice import adds ~10 MB while it runs (it holds a batch of rows, not the file);
// - jemalloc instead of glibc's malloc where the machine has it (scripts/server-env.mjs preloads
//   it; the image installs it), tuned by MALLOC_CONF: two arenas, freed pages given back to the
//   system after a second by a background thread (not on a request's allocation). glibc keeps what
//   Node, SQLite and V8's compilers free in fragmented arenas (half of its main arena was free
//   after the bench's load); with jemalloc the server sits ~30 MB lower after the load and idle;
// - where it runs on glibc: two malloc arenas instead of one per thread (MALLOC_ARENA_MAX): libuv's pool threads
//   (argon2, file I/O) otherwise each keep an arena of freed memory;
// - a fixed mmap threshold (MALLOC_MMAP_THRESHOLD_, 128 kB, glibc's starting value): glibc
//   otherwise raises it each time a large block is freed, after which large blocks come from the
//   main heap and stay there, freed but not returned (most of them from start-up);
// - young-generation semi-spaces of 4 MB (--max-semi-space-size): Node 24 sizes them from the
//   machine's memory, which under load cost RSS for no gain in p99; 4 MB scavenges more often at
//   the same throughput and p99, with less RSS than 16 MB;
// - a heap growing factor of 2 between full collections (HEAP_GROWING_PERCENT=100). With V8's
//   own factor the old generation grows only a little past the live heap before the next
//   mark-compact, and each one stalls every request in flight on the busy core; twice the
//   live heap means about half as many, and a lower p99 for the invoice list, for RSS that the
//   smaller semi-spaces pay for;
// - WebAssembly kept on V8's baseline compiler (WASM_TIERING_BUDGET at its largest, 2^31 - 1).
//   The one WebAssembly module is Prisma's query compiler. V8 recompiles a module's hot functions
//   with its optimising compiler, and for this module that takes tens of MB of compiler memory at
//   once (the start-up's queries are enough to trigger it), which glibc keeps resident once freed.
//   Prisma caches the plans it compiles, so the compiler runs once per query shape and its speed
//   does not show in the latency.
//
// The growing factor and the tiering budget are applied here: V8 accepts --heap-growing-percent
// and --wasm-tiering-budget on the command line only, not in NODE_OPTIONS, and every way of
// starting the server passes through this layer. V8 reads the growing factor at each full
// collection and the budget when a module is compiled, so setting them before the app loads does
// what the flags do.
import { readFileSync } from 'node:fs';
import v8 from 'node:v8';

/** A whole percentage from 1 to 1000, or null (unset or not a number: V8's own heuristics). */
export function heapGrowingPercent(value: string | undefined): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= 1000 ? n : null;
}

/** A whole number from 1 to 2^31 - 1 (the range of V8's flag), or null (unset or not one: V8's own budget). */
export function wasmTieringBudget(value: string | undefined): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= 2 ** 31 - 1 ? n : null;
}

/** Applies HEAP_GROWING_PERCENT and WASM_TIERING_BUDGET; returns the growing factor applied, or null. */
export function applyHeapSettings(env: NodeJS.ProcessEnv = process.env): number | null {
  const growingPercent = heapGrowingPercent(env.HEAP_GROWING_PERCENT);
  if (growingPercent) v8.setFlagsFromString(`--heap-growing-percent=${growingPercent}`);
  const tieringBudget = wasmTieringBudget(env.WASM_TIERING_BUDGET);
  if (tieringBudget) v8.setFlagsFromString(`--wasm-tiering-budget=${tieringBudget}`);
  return growingPercent;
}

/** The malloc the process runs on, from what it has mapped: jemalloc when preloaded, else the C library's. */
export function mallocInUse(maps: () => string = () => readFileSync('/proc/self/maps', 'utf8')): string {
  try {
    return /\/libjemalloc[^/\s]*\.so/.test(maps()) ? 'jemalloc' : 'glibc';
  } catch {
    return 'the system one'; // no /proc (not Linux)
  }
}

/** What the process runs with, for the start-up line: the ceiling V8 took and the growing factor. */
export function heapSummary(growingPercent: number | null): string {
  const limitMb = Math.round(v8.getHeapStatistics().heap_size_limit / 1048576);
  const budget = wasmTieringBudget(process.env.WASM_TIERING_BUDGET);
  const malloc = mallocInUse();
  const tuning =
    malloc === 'jemalloc'
      ? `MALLOC_CONF=${process.env.MALLOC_CONF ?? 'unset'}`
      : `MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? 'unset'}`;
  return `heap limit ${limitMb} MB, growing ${growingPercent ? `${growingPercent}%` : "V8's default"}, malloc ${malloc} (${tuning}), WebAssembly tiering budget ${budget ?? "V8's default"}`;
}
