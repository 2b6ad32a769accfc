// Spanish names of the audit trail's actions, for the page (the CSV keeps the codes).
export const ACTION_LABELS: Record<string, string> = {
  'staff.sign-in': 'Entrada',
  'staff.sign-in-failed': 'Entrada fallida',
  'staff.enrolled': 'Verificación en dos pasos configurada',
  'staff.invited': 'Invitación',
  'staff.reinvited': 'Invitación repetida',
  'staff.role-changed': 'Cambio de papel',
  'staff.disabled': 'Cuenta desactivada',
  'staff.enabled': 'Cuenta activada',
  'enquiry.status': 'Consulta: estado',
  'enquiry.assigned': 'Consulta: asignación',
  'enquiry.note': 'Consulta: nota interna',
  'enquiry.reply': 'Consulta: respuesta',
  'enquiry.erased': 'Consultas borradas (RGPD)',
  'enquiry.exported': 'Consultas exportadas',
  'news.created': 'Noticia creada',
  'news.updated': 'Noticia modificada',
  'news.published': 'Noticia publicada',
  'news.scheduled': 'Noticia programada',
  'news.withdrawn': 'Noticia retirada',
  'news.drafted': 'Noticia devuelta a borrador',
  'news.deleted': 'Noticia borrada',
  'invoice.imported': 'Facturas importadas (CSV)',
  'invoice.original-attached': 'Factura: original adjuntado',
  'invoice.original-replaced': 'Factura: original sustituido',
  'invoice.updated': 'Factura corregida',
  'invoice.deleted': 'Factura borrada',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}
