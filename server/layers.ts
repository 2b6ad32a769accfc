// Which layers of the server are on. Each says so once at start, in one JSON line (`server.layer`,
// or a `warn` line `server.layer-off` naming why it is off), and the record is left on
// globalThis for /api/health (the app is bundled by Next.js, so it cannot import this module).
import { LAYERS_KEY, type LayerName, type LayerState } from './layer-names';
import { logLine } from './log-line';

const states: Partial<Record<LayerName, LayerState>> = {};
(globalThis as Record<symbol, unknown>)[LAYERS_KEY] = states;

/** A layer that is on. */
export function on(layer: LayerName, detail?: string): void {
  states[layer] = detail ? { on: true, detail } : { on: true };
  logLine('info', 'server.layer', detail ? `${layer} on: ${detail}` : `${layer} on`, { layer, on: true });
}

/** A layer off by configuration (nothing to warn about: the setting says so). */
export function offBySetting(layer: LayerName, detail: string): void {
  states[layer] = { on: false, detail };
  logLine('info', 'server.layer', `${layer} off: ${detail}`, { layer, on: false });
}

/** A layer that turned itself off because what it relies on changed: loudly. */
export function offLoudly(layer: LayerName, problem: string): void {
  states[layer] = { on: false, detail: problem };
  logLine('warn', 'server.layer-off', `${layer} turned itself off: ${problem}`, { layer, on: false, problem });
}
