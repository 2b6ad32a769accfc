// Demo data of the catalogue: every module with two or three published versions and their notes
// (Othello's and the TPV's middle versions adapted to Veri*Factu, with their declaration's data), a
// notes file on the latest Othello and TPV, and modules for the demo hotels, Mediterráneo's Othello
// a version behind, so the Productos tab, /novedades and the declarations show something on a first
// look. Idempotent: a version that exists (by product and number) is left as it is; no mail is sent.
import 'server-only';
import { demoHotels } from '@/lib/account/demo-seed';
import { company } from '@/lib/content/company';
import { db } from '@/lib/db';
import { markFilesAttached, storeFile } from '@/lib/files';
import { DEFAULT_REGULATION, type FileKind } from './fields';

interface DemoVersion {
  number: string;
  releasedOn: string;
  notes: string;
  verifactu?: boolean;
  file?: { name: string; kind: FileKind; text: string };
}

const list = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

const VERSIONS: Record<string, DemoVersion[]> = {
  othello: [
    {
      number: '2026.1',
      releasedOn: '2026-02-10',
      notes: `<p>Primera versión del año.</p>${list('Planning de reservas más rápido con muchas habitaciones.', 'Parte de viajeros con el nuevo formato del Ministerio del Interior.')}`,
    },
    {
      number: '2026.2',
      releasedOn: '2026-06-16',
      verifactu: true,
      notes: `<p><strong>Versión adaptada a Veri*Factu</strong> (Real Decreto 1007/2023 y Orden HAC/1177/2024).</p>${list('Registro de facturación encadenado con huella y código QR.', 'Remisión de registros a la AEAT en la modalidad VERI*FACTU.', 'Declaración responsable de esta versión en el área de clientes.')}`,
    },
    {
      number: '2026.3',
      releasedOn: '2026-10-27',
      verifactu: true,
      notes: `<p>Mejoras de recepción y de cierre.</p>${list('Check-in con firma del huésped en tablet.', 'Cierre diario con informe de ocupación por tipo de habitación.', 'Correcciones en la remisión de anulaciones a la AEAT.')}`,
      file: {
        name: 'othello-2026.3-notas.txt',
        kind: 'notes',
        text: 'Othello 2026.3\n\n- Check-in con firma del huésped en tablet.\n- Cierre diario con informe de ocupación por tipo de habitación.\n- Correcciones en la remisión de anulaciones a la AEAT.\n',
      },
    },
  ],
  'terminal-punto-de-venta': [
    {
      number: '5.0',
      releasedOn: '2026-03-02',
      notes: `<p>Nueva pantalla de comandas.</p>${list('Comandas por comensal.', 'Impresión en cocina por secciones.')}`,
    },
    {
      number: '5.1',
      releasedOn: '2026-06-30',
      verifactu: true,
      notes: `<p><strong>Adaptada a Veri*Factu</strong>: los tiques y facturas del TPV generan su registro de facturación.</p>`,
      file: {
        name: 'tpv-5.1-notas.txt',
        kind: 'notes',
        text: 'Terminal punto de venta 5.1\n\n- Registro de facturación Veri*Factu en tiques y facturas.\n',
      },
    },
  ],
  'back-office': [
    { number: '3.4', releasedOn: '2026-01-22', notes: `<p>Escandallos con alérgenos por plato.</p>` },
    {
      number: '3.5',
      releasedOn: '2026-09-08',
      notes: `<p>Inventario por almacén con lector de códigos.</p>${list('Regularizaciones por lote.', 'Exportación a la asesoría en formato A3.')}`,
    },
  ],
  'motor-onetbooking': [
    { number: '8.2', releasedOn: '2026-04-14', notes: `<p>Pago con Bizum en el paso final.</p>` },
    { number: '8.3', releasedOn: '2026-10-05', notes: `<p>Ofertas por estancia mínima y códigos para empresas.</p>` },
  ],
  'eventos-y-salones': [
    { number: '2.1', releasedOn: '2026-02-25', notes: `<p>Órdenes de servicio por departamento en PDF.</p>` },
    { number: '2.2', releasedOn: '2026-08-19', notes: `<p>Agenda de hitos con avisos por correo.</p>` },
  ],
  'aplicaciones-moviles': [
    { number: '4.6', releasedOn: '2026-05-06', notes: `<p>Gobernanta: incidencias con foto.</p>` },
    { number: '4.7', releasedOn: '2026-10-14', notes: `<p>Director: previsión de ocupación a 90 días.</p>` },
  ],
  'aplicaciones-web': [
    { number: '1.8', releasedOn: '2026-03-18', notes: `<p>Fast check-in online con documento escaneado.</p>` },
    { number: '1.9', releasedOn: '2026-09-29', notes: `<p>Enlace de pago con tarjeta guardada.</p>` },
  ],
  'channel-manager': [
    { number: '6.0', releasedOn: '2026-04-01', notes: `<p>Conexión con dos canales nuevos.</p>` },
    { number: '6.1', releasedOn: '2026-11-03', notes: `<p>Sincronización de restricciones en tiempo real.</p>` },
  ],
};

/** Which modules each demo hotel has: the installed version's number (null: the latest). */
const HOTEL_MODULES: Record<keyof typeof demoHotels, Record<string, string | null>> = {
  // A version behind on Othello: "actualización disponible".
  mediterraneo: { othello: '2026.2', 'terminal-punto-de-venta': null, 'motor-onetbooking': null },
  sierra: { othello: null, 'eventos-y-salones': null },
  atlantico: { othello: null, 'channel-manager': null },
};

const day = (value: string) => new Date(`${value}T00:00:00Z`);

export async function seedProducts(): Promise<void> {
  const products = await db().product.findMany({ select: { id: true, slug: true } });
  const latest = new Map<string, { id: number; number: string }>();
  const byNumber = new Map<string, number>();
  for (const product of products) {
    for (const v of VERSIONS[product.slug] ?? []) {
      let row = await db().productVersion.findUnique({
        where: { productId_number: { productId: product.id, number: v.number } },
        select: { id: true },
      });
      if (!row) {
        row = await db().productVersion.create({
          data: {
            productId: product.id,
            number: v.number,
            releasedOn: day(v.releasedOn),
            state: 'publicada',
            publishedAt: day(v.releasedOn),
            notes: v.notes,
            verifactu: v.verifactu ?? false,
            ...(v.verifactu
              ? {
                  declProducer: company.legalName,
                  declVersion: v.number,
                  declDate: day(v.releasedOn),
                  declRegulation: DEFAULT_REGULATION,
                  declPlace: company.address.city,
                  declSignedOn: day(v.releasedOn),
                }
              : {}),
          },
          select: { id: true },
        });
        if (v.file) {
          const stored = await storeFile(new Blob([v.file.text]).stream(), {
            name: v.file.name,
            maxBytes: 1024 * 1024,
            accept: ['text/plain'],
            purpose: 'product-version',
          });
          const versionId = row.id;
          const kind = v.file.kind;
          await db().$transaction(async (tx) => {
            await markFilesAttached(tx, [stored.id]);
            await tx.versionFile.create({ data: { versionId, fileId: stored.id, kind } });
          });
        }
      }
      byNumber.set(`${product.slug}:${v.number}`, row.id);
      latest.set(product.slug, { id: row.id, number: v.number });
    }
  }
  const hotels = await db().hotel.findMany({
    where: { taxId: { in: Object.values(demoHotels).map((h) => h.taxId) } },
    select: { id: true, taxId: true },
  });
  for (const [key, modules] of Object.entries(HOTEL_MODULES) as [
    keyof typeof demoHotels,
    Record<string, string | null>,
  ][]) {
    const hotel = hotels.find((h) => h.taxId === demoHotels[key].taxId);
    if (!hotel) continue;
    for (const [slug, installed] of Object.entries(modules)) {
      const product = products.find((p) => p.slug === slug);
      const newest = latest.get(slug);
      if (!product || !newest) continue;
      const installedId = installed === null ? newest.id : (byNumber.get(`${slug}:${installed}`) ?? newest.id);
      await db().hotelProduct.upsert({
        where: { hotelId_productId: { hotelId: hotel.id, productId: product.id } },
        create: {
          hotelId: hotel.id,
          productId: product.id,
          licensedVersionId: newest.id,
          installedVersionId: installedId,
          licenceEnd: day('2027-12-31'),
        },
        update: {},
      });
    }
  }
}

export const productsSeeder = { name: 'products', run: seedProducts };
