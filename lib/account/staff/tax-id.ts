// Spanish tax ids (NIF) with their check digits, for hotels: a company's CIF (letter, 7 digits,
// a control digit or letter by the AEAT's rules for its kind of entity), a person's DNI (8 digits
// and the letter, or the old K/L/M forms) or a foreigner's NIE (X/Y/Z). The arithmetic is
// nif-dni-nie-cif-validation's; here only how a typed value is cleaned and what it is called.
import { isValidDni, isValidLegalEntityNif, isValidNie } from 'nif-dni-nie-cif-validation';

export type TaxIdKind = 'CIF' | 'DNI' | 'NIE';

/** Upper case without spaces, dots or dashes, and without a leading "ES" (the VAT number's prefix). */
export function normalizeTaxId(raw: string): string {
  const compact = raw.toUpperCase().replace(/[\s.\-/]/g, '');
  return /^ES[A-Z0-9]{9}$/.test(compact) ? compact.slice(2) : compact;
}

/** The kind of a normalised tax id whose check digit is right, or null. */
export function taxIdKind(taxId: string): TaxIdKind | null {
  if (isValidNie(taxId)) return 'NIE';
  if (isValidDni(taxId)) return 'DNI';
  if (isValidLegalEntityNif(taxId)) return 'CIF';
  return null;
}

/** A Spanish sentence saying what is wrong with a typed tax id, or null when it is valid. */
export function taxIdProblem(raw: string): string | null {
  const taxId = normalizeTaxId(raw);
  if (!taxId) return 'Escribe el NIF/CIF.';
  if (!/^[A-Z0-9]{9}$/.test(taxId))
    return 'El NIF/CIF tiene 9 caracteres: una letra o un número, siete números y una letra o un número de control.';
  if (!taxIdKind(taxId)) return `El NIF/CIF ${taxId} no es válido: el carácter de control no corresponde.`;
  return null;
}
