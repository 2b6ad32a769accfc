// Next.js evaluates each route's client reference manifest (a script that sets
// `globalThis.__RSC_MANIFEST[page]`) with vm.runInNewContext, on an object holding `process`
// (next/dist/server/load-manifest.external.js, evalManifest), and caches that object for the
// process's life: a V8 context of its own per route, builtins and all, that never goes away.
// Measured on this build's 271 manifests: 45.5 MB of heap in one context each, 1.0 MB in one shared
// context (docs/PERFORMANCE.md, "Next.js' manifests: a V8 context per route"); a server that has
// served every route (the e2e suite's) held 261 such contexts.
//
// This layer runs those scripts in one context of its own and copies what each one set onto the
// object Next passed, which is all Next reads back. It takes only calls of that exact shape (a
// script starting with `globalThis.`, no options, an object with `process` alone); any other call
// of vm.runInNewContext gets its own context as before. Next.js' own code is not touched, so the
// layer is on only with the Next.js it was verified against (next-build.ts), like the others that
// depend on Next's internals.
import vm from 'node:vm';

type Sandbox = Record<string, unknown>;

/** Next's evalManifest: a script setting globalThis fields, run on `{ process }`, without options. */
function isManifestCall(code: unknown, sandbox: unknown, options: unknown): sandbox is Sandbox {
  if (typeof code !== 'string' || options !== undefined || sandbox === null || typeof sandbox !== 'object')
    return false;
  const keys = Object.keys(sandbox);
  return keys.length === 1 && keys[0] === 'process' && code.startsWith('globalThis.');
}

/** Routes vm.runInNewContext's manifest calls to one shared context; answers the function that undoes it (tests). */
export function shareManifestContext(): () => void {
  const original = vm.runInNewContext;
  const shared: Sandbox = {};
  let context: vm.Context | null = null;
  vm.runInNewContext = function runManifestInSharedContext(
    this: unknown,
    code: string,
    sandbox?: vm.Context,
    options?: vm.RunningCodeInNewContextOptions | string,
  ) {
    if (!isManifestCall(code, sandbox, options)) return original.call(this, code, sandbox, options);
    context ??= vm.createContext(shared);
    shared.process = sandbox.process;
    try {
      return vm.runInContext(code, context);
    } finally {
      // What the script set, onto the caller's object; the shared context left empty for the next
      // (deleted inside it too: the context's global keeps what a script set beside the sandbox).
      for (const key of Object.keys(shared)) {
        if (key !== 'process') sandbox[key] = shared[key];
        vm.runInContext(`delete globalThis[${JSON.stringify(key)}]`, context);
        delete shared[key];
      }
    }
  } as typeof vm.runInNewContext;
  return () => {
    vm.runInNewContext = original;
  };
}
