// The invoice PDF: a Spanish invoice an accountant can file, drawn with pdf-lib from the
// stored invoice, the customer's fiscal data and ours (lib/content/company.ts). Amounts in the
// database are totals with VAT; base and VAT are derived so that base + VAT = total to the cent.
import {
  PDFContentStream,
  PDFDocument,
  StandardFonts,
  degrees,
  drawLinesOfText,
  rgb,
  type PDFFont,
  type PDFName,
  type PDFPage,
} from 'pdf-lib';
import { company } from '@/lib/content/company';
import type { Invoice } from '@/lib/generated/prisma/client';
import { formatCents, formatIsoDate, invoiceTypeName, splitVat, VAT_RATE } from './format';

/** The invoice's columns the PDF prints (their types are the model's). */
export type InvoiceForPdf = Pick<Invoice, 'number' | 'date' | 'dueDate' | 'type' | 'description' | 'amountCents'>;

export interface CustomerForPdf {
  name: string;
  legalName: string;
  taxId: string;
  address: string;
  postalCode: string;
  city: string;
  province: string;
  country: string;
  email: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const TEAL = rgb(0.05, 0.44, 0.41);
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const LINE = rgb(0.82, 0.85, 0.88);

// What each character is worth in a standard font (itself, or '?'), by font name: asking the font
// (an exception for each character it lacks) was a quarter of what drawing an invoice allocated.
// Printable ASCII is in every standard font's WinAnsi; the rest is remembered, up to a cap (a text
// of unusual characters past it is still answered, just not remembered).
const ENCODABLE_MEMO_MAX = 4096;
const encodableMemo = new Map<string, Map<string, string>>();
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** Standard fonts speak WinAnsi only: anything else becomes '?' instead of failing the whole PDF. */
function encodable(font: PDFFont, text: string): string {
  const oneLine = text.replace(/[\r\n\t]+/g, ' ');
  if (PLAIN_ASCII.test(oneLine)) return oneLine;
  let memo = encodableMemo.get(font.name);
  if (!memo) encodableMemo.set(font.name, (memo = new Map()));
  let out = '';
  for (const ch of oneLine) {
    let shown = memo.get(ch);
    if (shown === undefined) {
      try {
        font.encodeText(ch);
        shown = ch;
      } catch {
        shown = '?';
      }
      if (memo.size < ENCODABLE_MEMO_MAX) memo.set(ch, shown);
    }
    out += shown;
  }
  return out;
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderInvoicePdf(invoice: InvoiceForPdf, customer: CustomerForPdf): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const title = `Factura ${invoice.number}`;
  doc.setTitle(title);
  doc.setSubject(`${title} · ${customer.legalName || customer.name}`);
  doc.setAuthor(company.legalName);
  doc.setCreator(company.name);
  doc.setProducer(company.name);
  doc.setLanguage('es-ES');
  const issued = new Date(`${invoice.date}T12:00:00Z`);
  if (!Number.isNaN(issued.getTime())) {
    doc.setCreationDate(issued);
    doc.setModificationDate(issued);
  }

  const page = doc.addPage(A4);
  const [width, height] = A4;
  const right = width - MARGIN;
  // Each font is named once in the page's resources. page.drawText({ font }) would add a new name
  // for every call, after looking through all the earlier ones: half of what drawing an invoice
  // allocated, and half of its file (a ZIP draws thousands).
  const fontKeys = new Map<PDFFont, PDFName>();
  const keyOf = (p: PDFPage, font: PDFFont): PDFName => {
    let key = fontKeys.get(font);
    if (!key) fontKeys.set(font, (key = p.node.newFontDictionary(font.name, font.ref)));
    return key;
  };
  const upright = degrees(0);
  const text = (
    p: PDFPage,
    s: string,
    x: number,
    y: number,
    o: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; alignRight?: boolean } = {},
  ) => {
    const font = o.font ?? regular;
    const size = o.size ?? 10;
    const safe = encodable(font, s);
    const dx = o.alignRight ? font.widthOfTextAtSize(safe, size) : 0;
    const line = font.encodeText(safe);
    p.pushOperators(
      ...drawLinesOfText([line], {
        x: x - dx,
        y,
        size,
        font: keyOf(p, font),
        color: o.color ?? INK,
        lineHeight: size,
        rotate: upright,
        xSkew: upright,
        ySkew: upright,
      }),
    );
  };

  // Header band: our brand and the document title.
  page.drawRectangle({ x: 0, y: height - 8, width, height: 8, color: TEAL });
  let y = height - MARGIN - 10;
  text(page, company.name, MARGIN, y, { font: bold, size: 16, color: TEAL });
  text(page, 'FACTURA', right, y, { font: bold, size: 22, alignRight: true });
  y -= 20;
  text(page, `Nº ${invoice.number}`, right, y, { font: bold, size: 12, alignRight: true });

  // Issuer, left; the invoice data box, right. The box is laid out from the measured widths of
  // its labels and values: one line each when label, gap and value fit beside the issuer, else
  // the value goes under its label (wrapped if need be), so no two texts can meet.
  const a = company.address;
  const issuerLines = [
    company.legalName,
    `NIF: ${company.taxId}`,
    a.street,
    `${a.postalCode} ${a.city} (${a.province})`,
    a.country,
    company.emails.administration,
  ];
  y = height - MARGIN - 42;
  text(page, 'EMISOR', MARGIN, y, { font: bold, size: 8, color: MUTED });
  issuerLines.forEach((l, i) => text(page, l, MARGIN, y - 14 - i * 13, { font: i === 0 ? bold : regular }));
  const issuerWidth = Math.max(
    ...issuerLines.map((l, i) => (i === 0 ? bold : regular).widthOfTextAtSize(encodable(regular, l), 10)),
  );
  const issuerBottom = y - 14 - (issuerLines.length - 1) * 13 - 4;

  const meta: [string, string][] = [
    ['Número de factura', invoice.number],
    ['Fecha de emisión', formatIsoDate(invoice.date)],
    ['Fecha de vencimiento', formatIsoDate(invoice.dueDate)],
    ['Tipo', invoiceTypeName(invoice.type)],
  ].map(([k, v]) => [k!, encodable(bold, v!)]);
  const META_SIZE = 9;
  const PAD = 10;
  const GAP = 14;
  const labelWidth = Math.max(...meta.map(([k]) => regular.widthOfTextAtSize(k, META_SIZE)));
  const valueWidth = Math.max(...meta.map(([, v]) => bold.widthOfTextAtSize(v, META_SIZE)));
  const widest = right - (MARGIN + issuerWidth + 24);
  const oneLine = PAD + labelWidth + GAP + valueWidth + PAD;
  const stacked = oneLine > widest;
  const boxWidth = stacked ? widest : Math.min(widest, Math.max(oneLine, 215));
  const boxX = right - boxWidth;
  const boxTop = y + 6;
  let rowY = boxTop - 16;
  for (const [k, v] of meta) {
    text(page, k, boxX + PAD, rowY, { size: META_SIZE, color: MUTED });
    if (!stacked) {
      text(page, v, right - PAD, rowY, { font: bold, size: META_SIZE, alignRight: true });
      rowY -= 16;
      continue;
    }
    for (const line of wrap(bold, v, META_SIZE, boxWidth - 2 * PAD)) {
      rowY -= 11;
      text(page, line, boxX + PAD, rowY, { font: bold, size: META_SIZE });
    }
    rowY -= 16;
  }
  const boxBottom = rowY + 6;
  page.drawRectangle({
    x: boxX,
    y: boxBottom,
    width: boxWidth,
    height: boxTop - boxBottom,
    borderColor: LINE,
    borderWidth: 1,
  });

  // Customer: each line wrapped to the page, however long the names.
  y = Math.min(issuerBottom, boxBottom) - 24;
  page.drawLine({ start: { x: MARGIN, y: y + 10 }, end: { x: right, y: y + 10 }, thickness: 1, color: LINE });
  text(page, 'CLIENTE', MARGIN, y - 6, { font: bold, size: 8, color: MUTED });
  const place =
    [customer.postalCode, customer.city].filter(Boolean).join(' ') +
    (customer.province ? ` (${customer.province})` : '');
  const customerLines = [
    customer.legalName || customer.name,
    customer.legalName && customer.name && customer.legalName !== customer.name
      ? `Establecimiento: ${customer.name}`
      : '',
    `NIF: ${customer.taxId}`,
    customer.address,
    place.trim(),
    customer.country,
  ]
    .filter(Boolean)
    .flatMap((l, i) =>
      wrap(i === 0 ? bold : regular, encodable(regular, l), 10, right - MARGIN).map((w) => ({
        line: w,
        strong: i === 0,
      })),
    );
  customerLines.forEach(({ line, strong }, i) =>
    text(page, line, MARGIN, y - 20 - i * 13, { font: strong ? bold : regular }),
  );
  y = y - 20 - customerLines.length * 13 - 24;

  // Lines table: one concept per invoice.
  const { baseCents, vatCents } = splitVat(invoice.amountCents);
  const colBase = right;
  const colVat = right - 110;
  page.drawRectangle({ x: MARGIN, y: y - 6, width: right - MARGIN, height: 22, color: rgb(0.94, 0.97, 0.97) });
  text(page, 'Concepto', MARGIN + 8, y, { font: bold, size: 9 });
  text(page, 'IVA', colVat, y, { font: bold, size: 9, alignRight: true });
  text(page, 'Base imponible', colBase - 8, y, { font: bold, size: 9, alignRight: true });
  y -= 24;
  const conceptLines = wrap(regular, encodable(regular, invoice.description), 10, colVat - 60 - MARGIN);
  conceptLines.forEach((l, i) => text(page, l, MARGIN + 8, y - i * 13));
  text(page, `${Math.round(VAT_RATE * 100)} %`, colVat, y, { alignRight: true });
  text(page, formatCents(baseCents), colBase - 8, y, { alignRight: true });
  y -= conceptLines.length * 13 + 8;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 1, color: LINE });

  // Totals.
  y -= 24;
  const totals: [string, string, boolean][] = [
    ['Base imponible', formatCents(baseCents), false],
    [`IVA (${Math.round(VAT_RATE * 100)} %)`, formatCents(vatCents), false],
    ['TOTAL FACTURA', formatCents(invoice.amountCents), true],
  ];
  // Labels start at 340 unless label, gap and amount need more room.
  const widthOf = (t: string, strong: boolean) =>
    (strong ? bold : regular).widthOfTextAtSize(encodable(regular, t), strong ? 11 : 10);
  const totalsX = Math.min(
    340,
    right -
      8 -
      Math.max(...totals.map(([, v, strong]) => widthOf(v, strong))) -
      16 -
      Math.max(...totals.map(([k, , strong]) => widthOf(k, strong))),
  );
  totals.forEach(([k, v, strong], i) => {
    const ly = y - i * 18;
    if (strong)
      page.drawRectangle({
        x: totalsX - 10,
        y: ly - 6,
        width: right - totalsX + 10,
        height: 22,
        color: rgb(0.9, 0.96, 0.95),
      });
    text(page, k, totalsX, ly, { font: strong ? bold : regular, size: strong ? 11 : 10 });
    text(page, v, right - 8, ly, { font: strong ? bold : regular, size: strong ? 11 : 10, alignRight: true });
  });
  y -= totals.length * 18 + 24;

  // Payment terms.
  text(page, `Vencimiento: ${formatIsoDate(invoice.dueDate)}.`, MARGIN, y, { font: bold });
  text(
    page,
    `Forma de pago: la acordada en su contrato. Para cualquier consulta: ${company.emails.administration}.`,
    MARGIN,
    y - 14,
    { size: 9, color: MUTED },
  );

  // Footer: registry and privacy.
  const footer = [
    `${company.legalName} · NIF ${company.taxId} · ${a.street}, ${a.postalCode} ${a.city}`,
    company.registry,
    `Sus datos se tratan para la gestión de la relación contractual y la facturación. Más información: ${company.emails.privacy}.`,
  ];
  page.drawLine({ start: { x: MARGIN, y: MARGIN + 40 }, end: { x: right, y: MARGIN + 40 }, thickness: 1, color: LINE });
  footer.forEach((l, i) => text(page, l, MARGIN, MARGIN + 26 - i * 11, { size: 7.5, color: MUTED }));

  const bytes = await doc.save();
  releaseDrawing(doc);
  return bytes;
}

/**
 * Empties the page's list of drawing operators once the file is written. V8 promotes much of what
 * is referenced by an object whose constructor stored a closure over it in the object itself, as
 * pdf-lib's streams do (`computeContents`), however short-lived: each young collection moved the
 * page's operators to the old generation, which then grew with every PDF of a ZIP until a full
 * collection. Emptied, they die young; the bytes are already written (docs/PERFORMANCE.md, "The
 * first ZIP's memory"). `operators` is pdf-lib's own field (private in its types, an array in
 * 1.17): anything else is left alone.
 */
function releaseDrawing(doc: PDFDocument): void {
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFContentStream)) continue;
    const operators = (object as unknown as { operators?: unknown }).operators;
    if (Array.isArray(operators)) operators.length = 0;
  }
}
