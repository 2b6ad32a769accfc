// Every CSV export of the service, through the entry point a person uses (the customer's download,
// staff's copy of it, the enquiries and audit exports of the back office, the staff command): a
// text with a line break followed by a formula stays inside its one record, every line of it
// defused, and the file parses back to as many records as it has rows.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as customerCsv } from '@/app/(account)/micuenta/facturas.csv/route';
import { GET as enquiriesCsv } from '@/app/api/gestion/consultas/route';
import { GET as staffInvoicesCsv } from '@/app/api/gestion/facturas/hotel/facturas.csv/route';
import { GET as auditCsv } from '@/app/api/gestion/registro/route';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { recordAudit } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import { seedStaff } from '@/lib/staff/demo-seed';
import { TestClient } from '@/lib/testing/http-client';
import { callStaff, staffBrowser } from '@/lib/testing/staff-browser';
import enquiriesArea from '@/scripts/staff/enquiries';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const INJECTED = 'Servicio\n=HYPERLINK("http://x.invalid";"pulse")\n+SUM(1)\r\n@A1\n-2';
const DEFUSED = ['Servicio', `'=HYPERLINK("http://x.invalid";"pulse")`, "'+SUM(1)", "'@A1", "'-2"];

/** The file has a record per row; each cell holding the text keeps its lines, every one defused. */
function check(csv: string, rows: number) {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const records = parse(csv, { bom: true, delimiter: ';' }) as string[][];
  expect(records).toHaveLength(1 + rows);
  const cells = records.flat().filter((cell) => cell.includes('HYPERLINK'));
  expect(cells).toHaveLength(1);
  const lines = cells[0]!.split('\n');
  expect(lines).toHaveLength(DEFUSED.length);
  lines.slice(1).forEach((line, i) => expect(line.startsWith(DEFUSED[i + 1]!), line).toBe(true));
  for (const line of lines) expect(line).not.toMatch(/^[=+\-@\t]/);
}

/** The body as sent, byte-order mark included (Response.text() drops it). */
const body = async (res: Response) => {
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer()).toString('utf8');
};

let hotelId = 0;
let customer: TestClient;
let admin: TestClient;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedAccounts();
  await seedStaff();
  hotelId = (await db().hotel.findFirstOrThrow({ where: { name: 'Hotel Mediterráneo' } })).id;
  // As a description stored before the import and the correction refused line breaks would hold it.
  await db().invoice.create({
    data: {
      hotelId,
      number: 'INJ-0001',
      date: '2025-06-01',
      dueDate: '2025-07-01',
      type: 2,
      description: INJECTED,
      amountCents: 12100,
    },
  });
  await db().enquiry.create({
    data: {
      kind: 'contact',
      fields: JSON.stringify({ nombre: 'Ana', email: 'ana@example.es', consulta: INJECTED }),
      email: 'ana@example.es',
      clientHash: 'h',
      createdAt: new Date('2026-11-26T01:45:00Z'),
    },
  });
  await recordAudit({
    actor: null,
    action: 'invoice.updated',
    objectType: 'factura',
    objectId: 1,
    changes: { descripción: ['Servicio', INJECTED] },
  });
  customer = new TestClient('203.0.113.77');
  expect(
    (
      await (
        await customer.send(login, 'LoginUsuario', {
          form: { email: 'facturas@hotelmediterraneo.es', pass: DEMO_PASSWORD },
        })
      ).json()
    ).loginok,
  ).toBe(true);
  admin = await staffBrowser('admin@millehotel.es');
});

describe('every CSV export', () => {
  it("the customer's invoice list", async () => {
    const res = await customer.send(customerCsv, `../../micuenta/facturas.csv?hotel=${hotelId}&anio=todos`);
    check(await body(res), await db().invoice.count({ where: { hotelId } }));
  });

  it("staff's copy of a hotel's invoice list", async () => {
    const res = await callStaff(admin, staffInvoicesCsv, `facturas/hotel/facturas.csv?hotel=${hotelId}&anio=todos`);
    check(await body(res), await db().invoice.count({ where: { hotelId } }));
  });

  it('the enquiries, in the back office and from the staff command', async () => {
    const res = await callStaff(admin, enquiriesCsv, 'consultas');
    const csv = await body(res);
    check(csv, await db().enquiry.count());
    // Its date in Madrid time, as Spanish Excel reads a date and time.
    expect(csv).toContain('"26/11/2026 02:45";"Contacto"');
    const out: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
    expect(await enquiriesArea.run(['export', '--csv'])).toBe(0);
    write.mockRestore();
    check(out.join(''), await db().enquiry.count());
  });

  it('the audit trail', async () => {
    const res = await callStaff(admin, auditCsv, 'registro');
    check(await body(res), await db().auditEntry.count());
  });
});
