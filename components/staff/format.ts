// Dates of the back office, in Madrid time.
export const dateTime = (d: Date) =>
  d.toLocaleString('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'short', timeStyle: 'short' });
export const dateOnly = (d: Date) => d.toLocaleDateString('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'medium' });
