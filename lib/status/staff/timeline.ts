// What an incident's timeline in the back office says of each update's mail, from what the update
// stored when its mails were queued (IncidentUpdate.mailed), and what the audit entry records of
// it: never "avisados" when nobody was.
// Pure.

export interface UpdateNotice {
  /** Staff asked for the subscribers to be told */
  notify: boolean;
  /** How many subscribers its mail was queued for; null without `notify` or when not recorded */
  mailed: number | null;
}

/** The note after an update's state and time (" · …"), or null when it asked for no mail. */
export function noticeNote({ notify, mailed }: UpdateNotice): string | null {
  if (!notify) return null;
  // Updates written before the count was kept: a mail was asked for, to how many is not known.
  if (mailed === null) return 'aviso pedido a los suscriptores (no consta a cuántos)';
  if (mailed === 0) return 'sin suscriptores a los que avisar';
  return `aviso a ${mailed} ${mailed === 1 ? 'suscriptor' : 'suscriptores'}`;
}

/** The audit entry's «avisados» for a change that could mail subscribers: whom it reached, not what was asked. */
export function noticeAudit(notify: boolean, mailed: number): string {
  if (!notify) return 'no';
  if (mailed === 0) return 'nadie (sin suscriptores)';
  return `${mailed} ${mailed === 1 ? 'suscriptor' : 'suscriptores'}`;
}
