// Types of server-env.mjs, for the tests that import it.
export declare const SERVER_RUNTIME_SETTINGS: { nodeOptions: Record<string, number>; env: Record<string, string> };
export declare function serverRuntimeEnv(env?: Record<string, string | undefined>): Record<string, string | undefined>;
