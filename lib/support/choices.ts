// A choice of a case's field (its value on the wire, its Spanish label, when to choose it) and how
// a value is labelled. Apart from the field table (fields.ts) so the browser's components label
// with it without loading the product texts the table reads. Pure.

export interface Choice<V extends string = string> {
  value: V;
  label: string;
  /** A plain sentence saying when to choose it (the priorities). */
  help?: string;
}

export function labelOf(choices: readonly Choice[], value: string): string {
  return choices.find((c) => c.value === value)?.label ?? value;
}

/** What the customer's pages need to show and choose the fields, in Spanish (serialisable props). */
export interface SupportChoices {
  categories: Choice[];
  priorities: Choice[];
  states: Choice[];
  areas: Choice[];
  /** The texts' limits in characters (the server holds them too) */
  limits: { subject: number; text: number; ratingComment: number };
}
