// Types of prune-standalone.mjs (a plain script the build runs with node).
/** The project's own folders that never belong in the standalone output. */
export const NOT_SERVED: readonly string[];
/** Removes those folders from a standalone output; answers which were there. */
export function pruneStandalone(dir: string): string[];
