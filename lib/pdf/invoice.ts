// The invoice PDF: a Spanish invoice an accountant can file, drawn with pdf-lib from the
// stored invoice, the customer's fiscal data and ours (lib/content/company.ts). Amounts in the
// database are totals with VAT; base and VAT are derived so that base + VAT = total to the cent.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { company } from '@/lib/content/company';
import { formatCents, formatIsoDate, invoiceTypeLabel, splitVat, VAT_RATE } from '@/lib/invoices/format';

export interface InvoiceForPdf {
  number: string;
  date: string;
  dueDate: string;
  type: number;
  description: string;
  amountCents: number;
}

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

/** Standard fonts speak WinAnsi only: anything else becomes '?' instead of failing the whole PDF. */
function encodable(font: PDFFont, text: string): string {
  let out = '';
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += '?';
    }
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
  const text = (p: PDFPage, s: string, x: number, y: number, o: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; alignRight?: boolean } = {}) => {
    const font = o.font ?? regular;
    const size = o.size ?? 10;
    const safe = encodable(font, s);
    const dx = o.alignRight ? font.widthOfTextAtSize(safe, size) : 0;
    p.drawText(safe, { x: x - dx, y, size, font, color: o.color ?? INK });
  };

  // Header band: our brand and the document title.
  page.drawRectangle({ x: 0, y: height - 8, width, height: 8, color: TEAL });
  let y = height - MARGIN - 10;
  text(page, company.name, MARGIN, y, { font: bold, size: 16, color: TEAL });
  text(page, 'FACTURA', right, y, { font: bold, size: 22, alignRight: true });
  y -= 20;
  text(page, `Nº ${invoice.number}`, right, y, { font: bold, size: 12, alignRight: true });

  // Issuer.
  const a = company.address;
  const issuerLines = [company.legalName, `NIF: ${company.taxId}`, a.street, `${a.postalCode} ${a.city} (${a.province})`, a.country, company.emails.administration];
  y = height - MARGIN - 42;
  text(page, 'EMISOR', MARGIN, y, { font: bold, size: 8, color: MUTED });
  issuerLines.forEach((l, i) => text(page, l, MARGIN, y - 14 - i * 13, { font: i === 0 ? bold : regular }));

  // Invoice data box.
  const boxX = 340;
  const boxTop = y + 6;
  page.drawRectangle({ x: boxX, y: boxTop - 74, width: right - boxX, height: 74, borderColor: LINE, borderWidth: 1 });
  const meta: [string, string][] = [
    ['Número de factura', invoice.number],
    ['Fecha de emisión', formatIsoDate(invoice.date)],
    ['Fecha de vencimiento', formatIsoDate(invoice.dueDate)],
    ['Tipo', invoiceTypeLabel(invoice.type)],
  ];
  meta.forEach(([k, v], i) => {
    const ly = boxTop - 16 - i * 16;
    text(page, k, boxX + 10, ly, { size: 9, color: MUTED });
    text(page, v, right - 10, ly, { font: bold, size: 9, alignRight: true });
  });

  // Customer.
  y = y - 14 - issuerLines.length * 13 - 20;
  page.drawLine({ start: { x: MARGIN, y: y + 10 }, end: { x: right, y: y + 10 }, thickness: 1, color: LINE });
  text(page, 'CLIENTE', MARGIN, y - 6, { font: bold, size: 8, color: MUTED });
  const place = [customer.postalCode, customer.city].filter(Boolean).join(' ') + (customer.province ? ` (${customer.province})` : '');
  const customerLines = [
    customer.legalName || customer.name,
    customer.legalName && customer.name && customer.legalName !== customer.name ? `Establecimiento: ${customer.name}` : '',
    `NIF: ${customer.taxId}`,
    customer.address,
    place.trim(),
    customer.country,
  ].filter(Boolean);
  customerLines.forEach((l, i) => text(page, l, MARGIN, y - 20 - i * 13, { font: i === 0 ? bold : regular }));
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
  totals.forEach(([k, v, strong], i) => {
    const ly = y - i * 18;
    if (strong) page.drawRectangle({ x: 330, y: ly - 6, width: right - 330, height: 22, color: rgb(0.9, 0.96, 0.95) });
    text(page, k, 340, ly, { font: strong ? bold : regular, size: strong ? 11 : 10 });
    text(page, v, right - 8, ly, { font: strong ? bold : regular, size: strong ? 11 : 10, alignRight: true });
  });
  y -= totals.length * 18 + 24;

  // Payment terms.
  text(page, `Vencimiento: ${formatIsoDate(invoice.dueDate)}.`, MARGIN, y, { font: bold });
  text(page, `Forma de pago: la acordada en su contrato. Para cualquier consulta: ${company.emails.administration}.`, MARGIN, y - 14, { size: 9, color: MUTED });

  // Footer: registry and privacy.
  const footer = [
    `${company.legalName} · NIF ${company.taxId} · ${a.street}, ${a.postalCode} ${a.city}`,
    company.registry,
    `Sus datos se tratan para la gestión de la relación contractual y la facturación. Más información: ${company.emails.privacy}.`,
  ];
  page.drawLine({ start: { x: MARGIN, y: MARGIN + 40 }, end: { x: right, y: MARGIN + 40 }, thickness: 1, color: LINE });
  footer.forEach((l, i) => text(page, l, MARGIN, MARGIN + 26 - i * 11, { size: 7.5, color: MUTED }));

  return doc.save();
}
