// Types of server-env.mjs, for the tests that import it.
export declare const SERVER_RUNTIME_SETTINGS: { nodeOptions: Record<string, number>; env: Record<string, string> };
export declare const JEMALLOC_PATHS: string[];
export declare function jemallocLibrary(exists?: (file: string) => boolean): string | null;
export declare function serverRuntimeEnv(
  env?: Record<string, string | undefined>,
  jemalloc?: string | null,
): Record<string, string | undefined>;
