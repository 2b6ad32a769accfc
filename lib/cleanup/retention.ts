// Date arithmetic of retention periods, shared by the scheduled cleanup and the staff tool.

/**
 * The instant `months` calendar months before `now` (UTC). A day the earlier month lacks becomes
 * its last day (31 March − 1 month → 28/29 February), so nothing is deleted before its time.
 */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}
