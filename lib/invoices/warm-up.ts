// The first invoice PDF a process draws costs many times the next ones: pdf-lib's code is compiled
// on its first calls and each standard font's metrics are inflated once per process (~80 ms on a
// small host). Drawn inside a customer's download, that is one synchronous stretch, and every other
// request (the public pages too) waits behind it. So the server draws one sample invoice and zips
// it while it starts, before it answers anyone, and the downloads find pdf-lib and fflate warm:
// they are one copy a process because Node loads them (next.config.ts, serverExternalPackages).
// More sample invoices did not shorten the first download's stretch further (docs/PERFORMANCE.md).
import 'server-only';
import { renderInvoicePdf, type CustomerForPdf, type InvoiceForPdf } from './pdf';
import { zipStream } from './zip';

// Accented and non-WinAnsi characters on purpose: they take the slower paths of the drawing too.
const SAMPLE_INVOICE: InvoiceForPdf = {
  number: 'F2026-000001',
  date: '2026-01-15',
  dueDate: '2026-02-14',
  type: 2,
  description: 'Mantenimiento anual · Recepción, TPV y Economato — año 2026 (€)',
  amountCents: 121_000,
};

const SAMPLE_CUSTOMER: CustomerForPdf = {
  name: 'Hotel de Muestra',
  legalName: 'Hostelería de Muestra, S.L.',
  taxId: 'B00000000',
  address: 'Calle Mayor, 1',
  postalCode: '28001',
  city: 'Madrid',
  province: 'Madrid',
  country: 'España',
  email: 'muestra@example.es',
};

/** Draws and zips one sample invoice; resolves to the ZIP (a few kB, which the caller drops). */
export async function warmInvoiceDocuments(): Promise<Uint8Array> {
  const pdf = await renderInvoicePdf(SAMPLE_INVOICE, SAMPLE_CUSTOMER);
  const reader = zipStream(
    (async function* () {
      yield { name: 'muestra.pdf', bytes: pdf, modified: new Date('2026-01-15T12:00:00Z') };
    })(),
  ).getReader();
  const chunks: Uint8Array[] = [];
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunks.push(chunk.value);
  return Buffer.concat(chunks);
}
