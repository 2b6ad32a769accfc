// Types of latin1-sources.mjs (a plain script the build runs with node).
/** The source with every character beyond Latin-1 escaped where that cannot change what the program reads. */
export function latin1Source(code: string): { code: string; escaped: number; left: number };
/** Rewrites (or, with `write: false`, counts) the server's JavaScript of a standalone output. */
export function latin1Standalone(
  dir: string,
  options?: { write?: boolean },
): { files: number; rewritten: number; escaped: number; twoByte: string[]; unparsed: string[] };
