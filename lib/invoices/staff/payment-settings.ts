// Staff edit how customers pay (/gestion/facturas/pagos): the vendor's IBAN, BIC, beneficiary and
// SEPA creditor identifier (lib/invoices/payment-settings.ts reads them), each checked, audited as
// before → after.
import 'server-only';
import { changedFields, recordAudit } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import type { FormAnswer } from '@/lib/http/answer';
import type { StaffSession } from '@/lib/staff/session';
import { paymentSettings, type PaymentSettingsValues } from '../payment-settings';

const compact = (v: string) => v.replace(/\s+/g, '').toUpperCase();

/** An IBAN whose check digits hold (ISO 13616: the number mod 97 is 1). */
export function isIban(value: string): boolean {
  const iban = compact(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** `ES12 3456 …` in groups of four, as people copy it. */
const grouped = (iban: string) => compact(iban).replace(/(.{4})(?=.)/g, '$1 ');

export async function savePaymentSettings(
  staff: StaffSession,
  form: Record<string, string | undefined>,
  client: string,
): Promise<FormAnswer> {
  const given: PaymentSettingsValues = {
    iban: (form.iban ?? '').trim(),
    bic: compact(form.bic ?? ''),
    beneficiary: (form.beneficiario ?? '').trim(),
    creditorId: compact(form.acreedor ?? ''),
  };
  const problems: string[] = [];
  if (!isIban(given.iban)) problems.push('El IBAN no es válido (revisa sus dígitos de control).');
  if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(given.bic)) problems.push('El BIC ha de tener 8 u 11 caracteres.');
  if (given.beneficiary === '' || given.beneficiary.length > 120)
    problems.push('Escribe el beneficiario (hasta 120 caracteres).');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(given.creditorId))
    problems.push('El identificador de acreedor SEPA no es válido (p. ej. ES12000B12345678).');
  if (problems.length) return { ok: false, message: problems.join('\n') };
  const data = { ...given, iban: grouped(given.iban) };
  const before = await paymentSettings();
  const changes = changedFields({ ...before, placeholder: undefined }, data);
  await db().$transaction(async (tx) => {
    await tx.paymentSettings.upsert({
      where: { id: 1 },
      create: { id: 1, ...data },
      update: { ...data, updatedAt: new Date() },
    });
    await recordAudit(
      {
        actor: { id: staff.staffId, email: staff.email },
        action: 'payment-settings.updated',
        objectType: 'pagos',
        objectId: 1,
        changes,
        client,
      },
      tx,
    );
  });
  return { ok: true, message: 'Datos de pago guardados.' };
}
