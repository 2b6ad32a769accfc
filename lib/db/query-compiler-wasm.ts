// Prisma's query compiler (WebAssembly) loaded without keeping its base64 text alive.
//
// Prisma 7's generated client gets the compiler's bytes by importing an ES module of the runtime,
// `query_compiler_fast_bg.<provider>.wasm-base64.mjs`, which is one `const wasm = "<base64>"`.
// A module stays loaded for the life of the process, so V8 keeps that text twice (the module's
// source and the exported string), and the server's heap growing factor of 2 (server/heap.ts)
// doubles what is live: megabytes of the server's peak RSS for nothing (measured in
// docs/PERFORMANCE.md, "Peak RSS: what the heap holds, and the query compiler's base64"). Here the same file is read
// with fs, decoded and compiled once; the text is garbage as soon as the module is compiled.
//
// Prisma has no documented option for this. `__internal.configOverride` is the constructor's
// private hook (Prisma's own tests use it), and the file's layout is the runtime's, so both are
// used only with the versions they were verified against: with any other, or when the file is
// not where expected, Prisma loads its compiler its own way and a warning says why.
import 'server-only';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The Prisma client version (generator and runtime) this loader was verified against. */
export const VERIFIED_PRISMA_CLIENT_VERSION = '7.10.0';
/** The query compiler build the generator is configured with (prisma/schema.prisma: the default). */
const COMPILER_BUILD = 'fast';

/** What the generated client hands the runtime (lib/generated/prisma/internal/class.ts: `config`), as far as used here. */
interface CompilerConfig {
  clientVersion?: string;
  activeProvider?: string;
  compilerWasm?: { getQueryCompilerWasmModule?: () => Promise<WebAssembly.Module> } & Record<string, unknown>;
}

/** The bytes of a `const wasm = "<base64>"` module, or null when the text is not laid out so. */
export function wasmBytesOfBase64Module(source: Buffer): Uint8Array<ArrayBuffer> | null {
  const head = Buffer.from('const wasm = "');
  if (!source.subarray(0, head.length).equals(head)) return null;
  const end = source.indexOf('"', head.length);
  if (end < 0 || !/^";\s*export \{ wasm \};?\s*$/.test(source.toString('latin1', end))) return null;
  // The decoded text is a temporary: nothing keeps it once the Buffer is made.
  return Buffer.from(source.toString('latin1', head.length, end), 'base64') as Uint8Array<ArrayBuffer>;
}

/** The runtime's base64 module for a provider, resolved from the process' folder as Node would. */
function base64ModuleFile(provider: string): string {
  const require = createRequire(path.join(/*turbopackIgnore: true*/ process.cwd(), 'package.json'));
  return require.resolve(`@prisma/client/runtime/query_compiler_${COMPILER_BUILD}_bg.${provider}.wasm-base64.mjs`);
}

/** Why Prisma's own loader is kept for this config, or null when ours applies. */
export function loaderProblem(config: CompilerConfig): string | null {
  if (config.clientVersion !== VERIFIED_PRISMA_CLIENT_VERSION)
    return `Prisma client is ${String(config.clientVersion)}, verified against ${VERIFIED_PRISMA_CLIENT_VERSION}`;
  if (typeof config.compilerWasm?.getQueryCompilerWasmModule !== 'function')
    return 'the generated client has no compilerWasm.getQueryCompilerWasmModule';
  if (!config.activeProvider) return 'the generated client names no provider';
  return null;
}

/**
 * The PrismaClient options given, plus the private `__internal` hook that loads the query compiler
 * from the runtime's file without keeping its text. `warn` hears why Prisma's own loader is used
 * instead, when it is. (The client's types forbid `__internal`, being private: hence the cast.)
 */
export function withQueryCompilerLoader<T extends object>(options: T, warn: (message: string) => void): T {
  return { ...options, __internal: queryCompilerLoader(warn) } as T;
}

export function queryCompilerLoader(warn: (message: string) => void) {
  return {
    configOverride<C extends CompilerConfig>(config: C): C {
      const problem = loaderProblem(config);
      if (problem) {
        warn(`Query compiler loaded by Prisma (its base64 text stays in memory): ${problem}`);
        return config;
      }
      const prismaLoads = config.compilerWasm!.getQueryCompilerWasmModule!;
      const getQueryCompilerWasmModule = async (): Promise<WebAssembly.Module> => {
        let file = '';
        try {
          file = base64ModuleFile(config.activeProvider!);
          // Resolved at run time: the build must not trace it (a dynamic path would trace the whole project).
          const bytes = wasmBytesOfBase64Module(readFileSync(/*turbopackIgnore: true*/ file));
          if (bytes) return new WebAssembly.Module(bytes);
          warn(
            `Query compiler loaded by Prisma (its base64 text stays in memory): ${file} is not laid out as expected`,
          );
        } catch (error) {
          warn(
            `Query compiler loaded by Prisma (its base64 text stays in memory): ${file || 'the runtime file'}: ${(error as Error).message}`,
          );
        }
        return prismaLoads();
      };
      return { ...config, compilerWasm: { ...config.compilerWasm, getQueryCompilerWasmModule } };
    },
  };
}
