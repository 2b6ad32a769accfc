// The support case's fields: the one table of its choices (category, product area, priority, state)
// with their values on the wire (docs/CONTRACT.md "Support cases"), their Spanish labels and the
// plain definitions of the priorities, and the limits of its texts. The service validates against
// it (cases.ts), the pages and the back office label from it. Pure: the customer's pages get the
// labels they need as props (`supportChoices`), so the product texts never ship to the browser.
import { solutions } from '@/lib/content/solutions';
import type { Choice, SupportChoices } from './choices';

export { labelOf, type Choice, type SupportChoices } from './choices';

export const CATEGORIES = [
  { value: 'incidencia', label: 'Incidencia', help: 'Algo no funciona como debería.' },
  { value: 'consulta', label: 'Consulta', help: 'Una pregunta sobre cómo hacer algo.' },
  { value: 'formacion', label: 'Formación', help: 'Formación para el equipo o para una persona nueva.' },
  { value: 'facturacion', label: 'Facturación', help: 'Una duda sobre una factura o un cobro.' },
] as const satisfies readonly Choice[];
export type Category = (typeof CATEGORIES)[number]['value'];

export const PRIORITIES = [
  {
    value: 'critica',
    label: 'Crítica',
    help: 'El hotel no puede hacer entradas o salidas de clientes, o no puede cobrar.',
  },
  { value: 'alta', label: 'Alta', help: 'Un módulo no funciona, pero hay una forma de salir del paso.' },
  { value: 'media', label: 'Media', help: 'Algo falla o molesta, pero el trabajo del día sigue.' },
  { value: 'baja', label: 'Baja', help: 'Una pregunta, una mejora o algo que puede esperar.' },
] as const satisfies readonly Choice[];
export type Priority = (typeof PRIORITIES)[number]['value'];

// The values on the wire keep the feminine of the first design (docs/CONTRACT.md); the labels agree
// with "caso", as every sentence about a case does ("el caso está resuelto o cerrado").
export const STATES = [
  { value: 'nueva', label: 'Nuevo' },
  { value: 'en_curso', label: 'En curso' },
  { value: 'esperando_cliente', label: 'Esperando al cliente' },
  { value: 'resuelta', label: 'Resuelto' },
  { value: 'cerrada', label: 'Cerrado' },
] as const satisfies readonly Choice[];
export type CaseState = (typeof STATES)[number]['value'];

/** The case is over: nothing more happens to it unless it is reopened. */
export const FINISHED_STATES: readonly CaseState[] = ['resuelta', 'cerrada'];

/** The area a case is about when it is none of the modules. */
export const OTHER_AREA = 'otro';

/** The modules the site sells (lib/content/solutions.ts: one per /soluciones/<slug> page), then "other". */
export const PRODUCT_AREAS: readonly Choice[] = [
  ...solutions.map((s) => ({ value: s.path.slice(s.path.lastIndexOf('/') + 1), label: s.name })),
  { value: OTHER_AREA, label: 'Otro o no lo sé' },
];

/** The texts' limits (characters). */
export const CASE_LIMITS = {
  subject: 150,
  text: 10_000,
  ratingComment: 1_000,
  /** Followers a case can be given when it is opened. */
  followers: 50,
} as const;

/** Days after its resolution within which the customer may reopen a case. */
export const REOPEN_DAYS = 7;

export function supportChoices(): SupportChoices {
  return {
    categories: [...CATEGORIES],
    priorities: [...PRIORITIES],
    states: [...STATES],
    areas: [...PRODUCT_AREAS],
    limits: { subject: CASE_LIMITS.subject, text: CASE_LIMITS.text, ratingComment: CASE_LIMITS.ratingComment },
  };
}
