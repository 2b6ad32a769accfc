// The "declaración responsable" of our billing software (Real Decreto 1007/2023, art. 13, and Orden
// HAC/1177/2024, art. 15), generated with pdf-lib: producer and tax id, the system's name, code and
// version, what it is made of and does, how it works (VERI*FACTU or not, one or several taxpayers,
// signatures), the compliance statement, and place and date of signature.
import 'server-only';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { company, fullAddress } from '@/lib/content/company';
import pkg from '@/package.json';
import { dateFormat } from '@/lib/format/intl';
import { BILLING_SYSTEMS, type BillingSystemProfile } from '@/lib/content/billing-systems';

/** A declared system: its profile (lib/content/billing-systems.ts) and its version. */
export interface DeclaredSystem extends BillingSystemProfile {
  version: string;
}

/**
 * The site's own declaration (GetDeclaracionVerifactuPdf, the "Descargar declaración responsable"
 * button): the suite, Othello. PLACEHOLDER values staff confirm with the AEAT registration.
 */
export const billingSystem: DeclaredSystem = {
  ...BILLING_SYSTEMS.othello,
  version: pkg.version,
};

/**
 * A product version's own declaration (lib/products): the system (its product), its number, the
 * modules it covers and the data staff entered for it. Without one, the declaration is the site's
 * current one (the version of this build, signed today in the company's city).
 */
export interface VersionDeclaration {
  /** The system declared: its product's name and its profile, never another product's */
  system: BillingSystemProfile;
  /** The version declared (IdVersion) */
  version: string;
  /** The modules of the suite the version covers, by name */
  modules: readonly string[];
  /** The producer as it signs (its legal name, as a rule) */
  producer: string;
  /** The rules it complies with ("Real Decreto 1007/2023 y Orden HAC/1177/2024") */
  regulation: string;
  /** The declaration's date (also the PDF's dates: the same data gives the same bytes) */
  date: Date;
  place: string;
  signedOn: Date;
}

/** The PDF's name: the system's code and the version declared (…-ot-2026.2.pdf, …-tp-5.1.pdf). */
export function declarationFileName(
  version: string = billingSystem.version,
  code: string = billingSystem.code,
): string {
  const safe = (text: string) => text.replace(/[^0-9A-Za-z.-]+/g, '-');
  return `declaracion-responsable-verifactu-${safe(code).toLowerCase()}-${safe(version)}.pdf`;
}

export function spanishDate(date: Date): string {
  return dateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' }).format(date);
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 60;
const INK = rgb(0.09, 0.12, 0.2);
const MUTED = rgb(0.35, 0.38, 0.45);

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  get width(): number {
    return A4[0] - 2 * MARGIN;
  }

  private ensure(height: number) {
    if (this.y - height < MARGIN + 20) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const out: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
        else {
          out.push(line);
          line = word;
        }
      }
      out.push(line);
    }
    return out;
  }

  text(
    text: string,
    { font = this.regular, size = 10.5, indent = 0, gap = 6, color = INK, align = 'left' as 'left' | 'center' } = {},
  ) {
    const leading = size * 1.4;
    for (const line of this.lines(text, font, size, this.width - indent)) {
      this.ensure(leading);
      const x = align === 'center' ? MARGIN + (this.width - font.widthOfTextAtSize(line, size)) / 2 : MARGIN + indent;
      this.page.drawText(line, { x, y: this.y - size, size, font, color });
      this.y -= leading;
    }
    this.y -= gap;
  }

  /** A lettered item: the label in bold on its own line, the value indented under it. */
  item(letter: string, label: string, value: string) {
    this.ensure(40);
    this.text(`${letter}) ${label}`, { font: this.bold, size: 10, gap: 1 });
    this.text(value, { indent: 16, size: 10.5, gap: 7 });
  }

  rule() {
    this.ensure(12);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 0.6,
      color: MUTED,
    });
    this.y -= 14;
  }
}

/**
 * The declaration as PDF bytes, dated `date` (today by default), or a version's (`of`). Nothing in
 * it comes from the clock but `date`: the same data gives the same bytes.
 */
export async function declaracionVerifactuPdf(date: Date = new Date(), of?: VersionDeclaration): Promise<Uint8Array> {
  if (of) date = of.date;
  const s: DeclaredSystem = of ? { ...of.system, version: of.version } : billingSystem;
  const doc = await PDFDocument.create();
  const title = `Declaración responsable del sistema informático de facturación ${s.name}`;
  doc.setTitle(title);
  doc.setAuthor(company.legalName);
  doc.setSubject('Declaración responsable conforme al Real Decreto 1007/2023 y la Orden HAC/1177/2024');
  doc.setKeywords(['Veri*Factu', 'declaración responsable', 'sistema informático de facturación']);
  doc.setCreator(company.name);
  doc.setProducer(company.name);
  doc.setLanguage('es-ES');
  doc.setCreationDate(date);
  doc.setModificationDate(date);

  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const producer = of?.producer || company.legalName;
  const place = of?.place || company.address.city;
  const signedOn = of?.signedOn ?? date;
  const address = fullAddress();

  w.text('DECLARACIÓN RESPONSABLE', { font: w.bold, size: 17, align: 'center', gap: 2 });
  w.text('del sistema informático de facturación', { font: w.bold, size: 12, align: 'center', gap: 4 });
  w.text(
    'Artículo 13 del Real Decreto 1007/2023, de 5 de diciembre, y artículo 15 de la Orden HAC/1177/2024, de 17 de octubre',
    {
      size: 9,
      color: MUTED,
      align: 'center',
      gap: 10,
    },
  );
  w.rule();

  w.text(
    `${company.legalName}, con NIF ${company.taxId}, en su condición de entidad productora del sistema informático de ` +
      `facturación que se identifica a continuación, DECLARA BAJO SU RESPONSABILIDAD lo siguiente:`,
    { gap: 10 },
  );

  w.item('a', 'Nombre del sistema informático', s.name);
  w.item('b', 'Código identificador del sistema informático (IdSistemaInformatico)', s.code);
  w.item('c', 'Identificador completo de la versión', s.version);
  w.item(
    'd',
    'Componentes, hardware y software, y principales funcionalidades',
    `${s.components}\n${s.description}${of ? `\nMódulos que cubre esta versión: ${of.modules.join(', ')}.` : ''}`,
  );
  w.item(
    'e',
    'Funcionamiento exclusivo como «VERI*FACTU»',
    s.onlyVerifactu
      ? 'Sí. El sistema ha sido desarrollado para funcionar exclusivamente como «VERI*FACTU».'
      : 'No. El sistema puede funcionar como «VERI*FACTU», remitiendo los registros a la AEAT, o como sistema no verificable.',
  );
  w.item(
    'f',
    'Uso por varios obligados tributarios',
    s.multiTaxpayer
      ? 'Sí. Permite ser usado por varios obligados tributarios, o por un mismo usuario para dar soporte a la facturación de varios obligados tributarios, con registros separados para cada uno.'
      : 'No. Da soporte a la facturación de un único obligado tributario.',
  );
  w.item('g', 'Tipos de firma de los registros de facturación y de evento', s.signatures);
  w.item('h', 'Entidad productora (razón social completa)', producer);
  w.item('i', 'NIF de la entidad productora', company.taxId);
  w.item('j', 'Dirección postal completa de contacto de la entidad productora', address);
  w.item(
    'k',
    'Declaración de cumplimiento',
    `Que el sistema informático ${s.name}, en la versión ${s.version}, cumple con lo dispuesto en el artículo 29.2.j) ` +
      'de la Ley 58/2003, de 17 de diciembre, General Tributaria; en el Reglamento que establece los requisitos que deben ' +
      'adoptar los sistemas y programas informáticos o electrónicos que soporten los procesos de facturación de empresarios ' +
      'y profesionales, y la estandarización de formatos de los registros de facturación, aprobado por el Real Decreto ' +
      '1007/2023, de 5 de diciembre; en la Orden HAC/1177/2024, de 17 de octubre, que desarrolla sus especificaciones ' +
      'técnicas, funcionales y de contenido; y en el resto de normativa que los desarrolla. En particular, garantiza la ' +
      'integridad, conservación, accesibilidad, legibilidad, trazabilidad e inalterabilidad de los registros de facturación.' +
      (of ? ` Normativa declarada: ${of.regulation}. Fecha de la declaración: ${spanishDate(of.date)}.` : ''),
  );
  w.item('l', 'Fecha y lugar de la suscripción', `En ${place}, a ${spanishDate(signedOn)}.`);

  w.y -= 10;
  w.text(`Por ${producer}`, { font: w.bold, gap: 2 });
  w.text('La entidad productora', { color: MUTED, size: 9.5, gap: 8 });
  w.text(
    `Esta declaración se incluye en el sistema informático y está a disposición de sus usuarios. ${company.name} · ${address} · ` +
      `${company.emails.info} · ${company.siteUrl}`,
    { size: 8.5, color: MUTED },
  );

  // Page numbers once the length is known.
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const label = `Página ${i + 1} de ${pages.length}`;
    page.drawText(label, {
      x: A4[0] - MARGIN - w.regular.widthOfTextAtSize(label, 8),
      y: MARGIN / 2,
      size: 8,
      font: w.regular,
      color: MUTED,
    });
  });
  return doc.save();
}
