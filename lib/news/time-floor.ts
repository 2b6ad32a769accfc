/**
 * Seconds between two reads of the news at most: the one place this number is decided. The news
 * routes repeat it as their `revalidate` literal, because Next.js reads route settings without
 * running them (revalidate-literals.test.ts keeps them equal; the generated page routes are
 * written with it). No imports: the route generator reads it outside the server.
 */
export const NEWS_REVALIDATE = 60;
