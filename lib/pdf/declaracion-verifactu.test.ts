// The declaración responsable names the system it declares: a version's declaration carries its own
// product's name, code and version (lib/content/billing-systems.ts), never the suite's (Othello),
// in the items a) to c), the compliance statement and the title, with the regulation's wording kept.
// Read back as a reader sees it (poppler's pdftotext, as the invoice's tests do).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { company } from '@/lib/content/company';
import { BILLING_SYSTEMS } from '@/lib/content/billing-systems';
import {
  billingSystem,
  declaracionVerifactuPdf,
  declarationFileName,
  type VersionDeclaration,
} from './declaracion-verifactu';

const dir = mkdtempSync(path.join(os.tmpdir(), 'declaracion-'));
let seq = 0;
async function textOf(bytes: Uint8Array): Promise<string> {
  const file = path.join(dir, `${++seq}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const day = new Date('2026-06-30T00:00:00Z');
const tpv: VersionDeclaration = {
  system: BILLING_SYSTEMS['terminal-punto-de-venta'],
  version: '5.1',
  modules: ['Terminal punto de venta'],
  producer: company.legalName,
  regulation: 'Real Decreto 1007/2023 y Orden HAC/1177/2024',
  date: day,
  place: company.address.city,
  signedOn: day,
};

describe('the declaración responsable of a version', () => {
  it('names the product declared, its code and its version, not Othello', async () => {
    const bytes = await declaracionVerifactuPdf(day, tpv);
    const text = await textOf(bytes);
    expect(text).toContain('a) Nombre del sistema informático Terminal punto de venta');
    expect(text).toContain('(IdSistemaInformatico) TP');
    expect(text).toContain('c) Identificador completo de la versión 5.1');
    expect(text).toContain(
      'Que el sistema informático Terminal punto de venta, en la versión 5.1, cumple con lo dispuesto',
    );
    expect(text).toContain('Módulos que cubre esta versión: Terminal punto de venta.');
    expect(text).not.toMatch(/Othello/);
    // The regulation's wording is the same for every system.
    for (const needle of [
      'DECLARACIÓN RESPONSABLE',
      'Artículo 13 del Real Decreto 1007/2023, de 5 de diciembre, y artículo 15 de la Orden HAC/1177/2024, de 17 de octubre',
      'artículo 29.2.j) de la Ley 58/2003, de 17 de diciembre, General Tributaria',
      'Normativa declarada: Real Decreto 1007/2023 y Orden HAC/1177/2024.',
      `NIF ${company.taxId}`,
      `En ${company.address.city}, a 30 de junio de 2026.`,
    ])
      expect(text).toContain(needle);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe(
      'Declaración responsable del sistema informático de facturación Terminal punto de venta',
    );
    expect(declarationFileName(tpv.version, tpv.system.code)).toBe('declaracion-responsable-verifactu-tp-5.1.pdf');
  });

  it('of an Othello version names Othello; the site’s own declaration stays the suite’s', async () => {
    const othello = {
      ...tpv,
      system: BILLING_SYSTEMS.othello,
      version: '2026.2',
      modules: ['Othello'],
    };
    const text = await textOf(await declaracionVerifactuPdf(day, othello));
    expect(text).toContain('Que el sistema informático Othello PMS, en la versión 2026.2, cumple');
    expect(text).toContain('(IdSistemaInformatico) OT');
    expect(text).not.toContain('Terminal punto de venta');
    expect(declarationFileName(othello.version, othello.system.code)).toBe(
      'declaracion-responsable-verifactu-ot-2026.2.pdf',
    );
    const site = await textOf(await declaracionVerifactuPdf(day));
    expect(site).toContain(
      `Que el sistema informático ${billingSystem.name}, en la versión ${billingSystem.version}, cumple`,
    );
    expect(declarationFileName()).toBe(`declaracion-responsable-verifactu-ot-${billingSystem.version}.pdf`);
  });
});
