// Which layers of the server (server/) are on in this process, for /api/health: each by name,
// true or false (why one is off is in the start-up log, not on a public endpoint). Null when the
// process was not started through the production server layer (`next dev`, tests).
import { LAYERS, LAYERS_KEY, type LayerState } from '@/server/layer-names';

export type ServerLayers = Record<(typeof LAYERS)[number], boolean>;

export function serverLayers(): ServerLayers | null {
  const states = (globalThis as Record<symbol, unknown>)[LAYERS_KEY] as Partial<Record<string, LayerState>> | undefined;
  if (!states || Object.keys(states).length === 0) return null;
  return Object.fromEntries(LAYERS.map((name) => [name, states[name]?.on === true])) as ServerLayers;
}
