// Stand-in for `server-only` in unit tests (see vitest.config.ts).
export {};
