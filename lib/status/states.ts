// The words of the status page: a component's states, an incident's states, and which is worse.
// Pure: the public page, its JSON and feeds, the back office, the mails and the history bars read them.

/** A component's state, least to most severe; `estado` in /estado.json (docs/CONTRACT.md). */
export const COMPONENT_STATES = ['operativo', 'mantenimiento', 'degradado', 'parcial', 'grave'] as const;
export type ComponentState = (typeof COMPONENT_STATES)[number];

/** How an incident affects a component (the states an incident can give it). */
export const IMPACTS = ['degradado', 'parcial', 'grave'] as const;
export type Impact = (typeof IMPACTS)[number];

export const COMPONENT_STATE_LABELS: Record<ComponentState, string> = {
  operativo: 'Operativo',
  mantenimiento: 'En mantenimiento',
  degradado: 'Rendimiento degradado',
  parcial: 'Interrupción parcial',
  grave: 'Interrupción grave',
};

/** An incident's own state, in the order it usually moves; `resuelto` ends it. */
export const INCIDENT_STATES = ['investigando', 'identificado', 'vigilando', 'resuelto'] as const;
export type IncidentState = (typeof INCIDENT_STATES)[number];

export const INCIDENT_STATE_LABELS: Record<IncidentState, string> = {
  investigando: 'Investigando',
  identificado: 'Causa identificada',
  vigilando: 'En observación',
  resuelto: 'Resuelto',
};

/**
 * The lines an update gives its components, in the preview staff read and the subscribers' mail:
 * while the incident is open, how it affects each; the update that resolves it says it no longer
 * affects them. Resolving ends its effect (snapshot.ts counts an incident in a component's state
 * only until it is resolved) and keeps how it affected each, its record in the history bars.
 */
export function affectedLines(state: IncidentState, components: readonly { name: string; impact: Impact }[]): string[] {
  if (components.length === 0) return [];
  if (state === 'resuelto') return ['Ya no afecta a:', ...components.map((c) => `- ${c.name}`)];
  return ['Afecta a:', ...components.map((c) => `- ${c.name}: ${COMPONENT_STATE_LABELS[c.impact].toLowerCase()}`)];
}

/** How the public page and the feed introduce an incident's components: a resolved one is over. */
export const affectedLabel = (resolved: boolean) => (resolved ? 'Afectó a' : 'Afecta a');

export function isImpact(value: string): value is Impact {
  return (IMPACTS as readonly string[]).includes(value);
}

export function isIncidentState(value: string): value is IncidentState {
  return (INCIDENT_STATES as readonly string[]).includes(value);
}

export function severity(state: ComponentState): number {
  return COMPONENT_STATES.indexOf(state);
}

/** The worse of two states. */
export function worse(a: ComponentState, b: ComponentState): ComponentState {
  return severity(b) > severity(a) ? b : a;
}

/**
 * How much of its time a state counts as down in the uptime: a severe outage all of it, a partial
 * one half, degraded performance and maintenance none (a window announced ahead is not a failure).
 */
export const DOWNTIME_WEIGHT: Record<ComponentState, number> = {
  operativo: 0,
  mantenimiento: 0,
  degradado: 0,
  parcial: 0.5,
  grave: 1,
};

/** A component form's checkbox linking it to a product (a hotel's module): `modulo-<id>`. */
export const moduleField = (productId: number) => `modulo-${productId}`;
export const MODULE_FIELD = /^modulo-(\d{1,9})$/;
