// The names of the server's layers and where their states are left for the app (/api/health reads
// them through lib/server-layers.ts). No side effects: the app's bundle imports this file.
export const LAYERS = [
  'client-address',
  'shutdown',
  'brotli-assets',
  'prerendered-pages',
  'compressed-answers',
  'script-hashes',
  'heap',
  'request-guard',
  'timeouts',
  'security-headers',
  'console-json',
  'request-watch',
  'status-banner',
  'manifest-contexts',
] as const;
export type LayerName = (typeof LAYERS)[number];
export interface LayerState {
  on: boolean;
  /** Why it is off, or what it runs with. */
  detail?: string;
}

export const LAYERS_KEY = Symbol.for('mille.server-layers');

/**
 * Where the app's feed watcher (lib/freshness/watch.ts) tells the server layer which routes it has
 * just refreshed: a function the layer leaves here (status-banner.ts re-reads the banner).
 */
export const FEEDS_REFRESHED_KEY = Symbol.for('mille.feeds-refreshed');
