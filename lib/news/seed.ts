// Demo news (demo mode only): nine varied items of our field. Seeded once, into an empty table,
// so news that staff withdraw stay withdrawn after a restart.
import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { countNews, createNews } from './repository';
import type { NewsInput } from './schema';

type DemoItem = Omit<NewsInput, 'image'> & { image?: string };

export const demoNews: DemoItem[] = [
  {
    date: '2025-12-10',
    title: 'Soporte 24x7 en Navidad: teléfonos de guardia',
    summary:
      '<p>Durante las fiestas el servicio técnico sigue atendiendo las urgencias las 24 horas. Te recordamos cómo contactar con nosotros.</p>',
    body: '<p>Las oficinas cierran el 25 de diciembre y el 1 de enero, pero el <strong>teléfono de urgencias</strong> funciona los 365 días del año. Para incidencias que no bloquean la operativa del hotel, abre una consulta desde la página de soporte y te responderemos el siguiente día laborable.</p><p>Si necesitas una conexión remota, ten a mano el programa de asistencia y el permiso de soporte firmado.</p>',
  },
  {
    date: '2026-01-22',
    title: 'Te esperamos en FITUR 2026',
    summary: '<p>Estaremos en el pabellón de tecnología turística con demostraciones en directo de toda la suite.</p>',
    body: '<p>Ven a ver el nuevo panel de <em>revenue</em> del director, la firma del huésped en tableta y el check-in online. Reserva tu demostración personalizada y te guardamos un hueco en el stand.</p>',
    link: 'https://www.ifema.es/fitur',
    image: 'fair.png',
  },
  {
    date: '2026-05-12',
    title: 'Kit Digital: últimas semanas para pedir las ayudas',
    summary:
      '<p>Las pymes hoteleras aún pueden financiar la factura electrónica, el comercio electrónico y la gestión de clientes con el bono digital.</p>',
    body: '<p>Como agente digitalizador adherido, tramitamos contigo la solicitud y la justificación. Las soluciones más pedidas por los hoteles son:</p><ul><li>Factura electrónica conectada con recepción y TPV.</li><li>Motor de reservas para vender sin comisiones.</li><li>CRM para fidelizar a tus huéspedes.</li></ul><p>Escríbenos desde la página de contacto y revisamos qué importe te corresponde.</p>',
  },
  {
    date: '2026-06-05',
    title: 'Eventos y salones: órdenes de servicio por departamento',
    summary:
      '<p>La nueva versión del módulo de eventos envía a cocina, sala, pisos y mantenimiento solo lo que les toca de cada banquete o congreso.</p>',
    body: '<p>Cada orden de servicio se genera desde la ficha del evento, con sus menús, montajes y horarios. Los cambios de última hora llegan al momento a cada departamento y quedan registrados en la agenda personal del comercial.</p><p>Los extras se facturan directamente a la cuenta del grupo.</p>',
    image: 'events.png',
  },
  {
    date: '2026-07-21',
    title: 'Webinar: prepara la facturación de tu hotel para <strong>Veri*Factu</strong>',
    summary: '<p>Una hora para repasar qué cambia en la facturación del hotel, con preguntas en directo.</p>',
    body: '<p>Revisaremos la configuración de series, las facturas simplificadas del TPV y la remisión de registros a la Agencia Tributaria. La sesión queda grabada para quien se inscriba.</p>',
    link: 'https://www.youtube.com/@millehotel',
  },
  {
    date: '2026-09-15',
    title: 'OnetBooking estrena el pago por enlace',
    summary:
      '<p>El motor de reservas permite ahora cobrar depósitos y prepagos con un enlace seguro, compatible con tres pasarelas de pago.</p>',
    body: '<p>Desde recepción puedes enviar el enlace por correo o WhatsApp; el cobro se concilia solo con la reserva. Además, el proceso de reserva en dos pasos se ha simplificado en móvil y carga en la mitad de tiempo.</p>',
    link: 'https://www.millehotel.es/soluciones/motor-onetbooking',
    image: 'booking.png',
  },
  {
    date: '2026-10-02',
    title: 'Nueva app de gobernanta: habitaciones en tiempo real',
    summary:
      '<p>Las camareras de pisos marcan cada habitación como limpia o revisada desde el móvil y recepción lo ve al instante.</p>',
    body: '<p>La app funciona también sin cobertura y sincroniza en cuanto recupera la conexión. Incluye incidencias de mantenimiento con foto, objetos olvidados y el minibar.</p>',
    image: 'mobile.png',
  },
  {
    date: '2026-10-28',
    title: 'Nuestro channel manager ya conecta con más de 120 canales',
    summary:
      '<p>Sumamos nuevas agencias online y bancos de camas a la sincronización de disponibilidad, tarifas y reservas.</p>',
    body: '<p>Las reservas entran directamente en recepción, sin teclear, y las tarifas se actualizan en todos los canales con un solo cambio. Consulta la lista completa en la página del channel manager.</p>',
    image: 'channel.png',
  },
  {
    date: '2026-11-10',
    title: 'Veri*Factu: calendario y qué cambia en tu hotel',
    summary: '<p>Resumimos las fechas de la nueva obligación de facturación y lo que ya hace la suite por ti.</p>',
    body: [
      '<p>El reglamento de sistemas informáticos de facturación obliga a que cada factura quede registrada de forma <strong>íntegra, trazable e inalterable</strong>. Nuestra suite ya cumple:</p>',
      '<ul><li>Registro encadenado de cada factura y cada anulación.</li><li>Código QR en facturas de recepción, TPV y eventos.</li><li>Remisión automática a la Agencia Tributaria en modalidad <em>Veri*Factu</em>.</li></ul>',
      '<table><caption>Fechas de obligación</caption><thead><tr><th scope="col">Quién</th><th scope="col">Desde</th></tr></thead>',
      '<tbody><tr><td>Sociedades (impuesto sobre sociedades)</td><td>1 de enero de 2027</td></tr><tr><td>Autónomos y resto de obligados</td><td>1 de julio de 2027</td></tr></tbody></table>',
      '<p>Descarga la declaración responsable en <a href="/soluciones/verifactu">nuestra página de Veri*Factu</a> o consulta la <a href="https://sede.agenciatributaria.gob.es/" target="_blank">sede electrónica de la Agencia Tributaria</a>.</p>',
    ].join(''),
    link: 'https://sede.agenciatributaria.gob.es/',
    image: 'verifactu.png',
  },
];

function readAsset(name: string): Uint8Array<ArrayBuffer> | null {
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), 'prisma', 'seed-assets', 'news', name);
  // A missing picture is not worth failing the start-up for: the item shows the placeholder.
  return existsSync(file) ? new Uint8Array(readFileSync(file)) : null;
}

export async function seedDemoNews(): Promise<number> {
  if ((await countNews()) > 0) return 0;
  for (const { image, ...item } of demoNews) {
    await createNews({ ...item, image: image ? readAsset(image) : null });
  }
  return demoNews.length;
}
