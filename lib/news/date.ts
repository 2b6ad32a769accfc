// News dates: ISO `YYYY-MM-DD` on the wire and in the database, Spanish words on the page.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar date in ISO form. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

const spanish = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-10-02' → '2 de octubre de 2026'. */
export function formatNewsDate(iso: string): string {
  if (!isIsoDate(iso)) return iso;
  return spanish.format(new Date(`${iso}T00:00:00Z`));
}

/** RFC 822 date for RSS (noon UTC, so no time zone moves the day). */
export function rssDate(iso: string): string {
  return new Date(`${isIsoDate(iso) ? iso : '1970-01-01'}T12:00:00Z`).toUTCString();
}
