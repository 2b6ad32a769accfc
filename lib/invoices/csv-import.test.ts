// The import's field rules and how a file's bytes become text; the whole file through the API is
// in app/api/gestion/invoices.test.ts.
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { heartbeat } from '@/lib/testing/heartbeat';
import {
  csvText,
  ImportRefused,
  importInvoiceCsv,
  type ImportSummary,
  MAX_IMPORT_ROWS,
  previewInvoiceCsv,
  REFUSAL_ROWS,
  ROWS_PER_CHECK,
} from './csv-import';
import { centsOf, INVOICE_CSV_HEADER, isInvoiceNumber, isoDateOf, typeOf } from './fields';

describe('invoice CSV fields', () => {
  it('reads dates as ISO or Spanish, only days that exist', () => {
    expect(isoDateOf('2026-02-28')).toBe('2026-02-28');
    expect(isoDateOf('1/3/2026')).toBe('2026-03-01');
    expect(isoDateOf('2026-02-29')).toBeNull();
    expect(isoDateOf('31/04/2026')).toBeNull();
    expect(isoDateOf('2026-1-5')).toBeNull();
  });

  it('reads amounts with a decimal comma or point, grouped or not, into cents', () => {
    expect(centsOf('1.452,00')).toBe(145200);
    expect(centsOf('1452.5')).toBe(145250);
    expect(centsOf('1.452')).toBe(145200);
    expect(centsOf('-120,50')).toBe(-12050);
    expect(centsOf('12,345')).toBeNull();
    expect(centsOf('diez')).toBeNull();
    expect(centsOf('1e5')).toBeNull();
  });

  it('reads types by number or name, numbers by their characters', () => {
    expect([typeOf('0'), typeOf('Soporte'), typeOf('OTROS'), typeOf('4'), typeOf('regalo')]).toEqual([
      0,
      2,
      3,
      null,
      null,
    ]);
    expect([
      isInvoiceNumber('2026/0042-A'),
      isInvoiceNumber('-1'),
      isInvoiceNumber('F 1'),
      isInvoiceNumber('A'.repeat(32)),
    ]).toEqual([true, false, false, false]);
  });

  it('takes UTF-8, and Windows-1252 as older Excel saves it', () => {
    expect(csvText(new TextEncoder().encode('descripción'))).toBe('descripción');
    expect(csvText(new Uint8Array([0x64, 0x65, 0x73, 0x63, 0x72, 0x69, 0x70, 0x63, 0x69, 0xf3, 0x6e]))).toBe(
      'descripción',
    );
  });
});

describe('invoice CSV size', () => {
  const file = (rows: number) =>
    [
      INVOICE_CSV_HEADER,
      ...Array.from({ length: rows }, (_, i) => `X99999999,T-${i},2026-01-31,2026-03-02,1,Licencia,10`),
    ].join('\n');

  it(`takes ${MAX_IMPORT_ROWS} rows (the benchmarked file) and refuses one more, with the reason`, async () => {
    const most = await previewInvoiceCsv(file(MAX_IMPORT_ROWS));
    expect(most.problem).toBeNull();
    expect(most.counts.rows).toBe(MAX_IMPORT_ROWS);
    const over = await previewInvoiceCsv(file(MAX_IMPORT_ROWS + 1));
    expect(over.problem).toBe(
      'El fichero tiene más de 20.000 facturas; el máximo por fichero es 20.000. Divídalo en varios ficheros.',
    );
  }, 30_000);
});

describe('invoice CSV import memory', () => {
  it(`leaves under 30 MB of live heap behind an import of ${MAX_IMPORT_ROWS} rows`, async () => {
    // What a server keeps after the import: Prisma holds on to its last query plans (csv-import.ts).
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const hotel = await db().hotel.create({
      data: { name: 'Hotel Memoria', legalName: 'Memoria, S.L.', taxId: 'B20020004' },
    });
    const rows = Array.from(
      { length: MAX_IMPORT_ROWS },
      (_, i) =>
        `B20020004;M-${i};2025-03-01;2025-03-28;soporte;"Cuota mensual de soporte 24x7 y actualizaciones, línea ${i}";${100 + (i % 900)},00`,
    );
    const file = ['hotel;number;date;due_date;type;description;amount', ...rows].join('\r\n');
    await db().invoice.count();
    gc();
    const before = process.memoryUsage().heapUsed;
    const summary = await importInvoiceCsv(file, { actor: null, fileName: 'memoria.csv', sha256: '0'.repeat(64) });
    gc();
    const heldMb = (process.memoryUsage().heapUsed - before) / 1048576;
    expect(summary.added).toBe(MAX_IMPORT_ROWS);
    expect(await db().invoice.count({ where: { hotelId: hotel.id } })).toBe(MAX_IMPORT_ROWS);
    expect(heldMb).toBeLessThan(30);
  }, 60_000);
});

describe('invoice CSV import, all or nothing', () => {
  it('writes nothing when a row after the first batches has a problem, and names that row', async () => {
    const hotel = await db().hotel.create({
      data: { name: 'Hotel Todo o Nada', legalName: 'Todo o Nada, S.L.', taxId: 'B20020005' },
    });
    // The batches before the bad row are written inside the transaction, then rolled back.
    const good = Array.from(
      { length: 2 * ROWS_PER_CHECK + 350 },
      (_, i) => `B20020005,N-${i},2025-03-01,2025-03-28,soporte,Cuota,10`,
    );
    const file = [
      INVOICE_CSV_HEADER,
      ...good,
      'B20020005,N-bad,2025-03-01,2025-02-01,soporte,Cuota,10',
      'B20020005,N-last,2025-03-01,2025-03-28,soporte,Cuota,10',
    ].join('\n');
    const refused = await importInvoiceCsv(file, { actor: null, fileName: 'mal.csv', sha256: '1'.repeat(64) }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ImportRefused);
    const { problem, rows, counts } = (refused as ImportRefused).preview;
    expect(problem).toBeNull();
    const total = good.length + 2;
    expect(counts).toEqual({ rows: total, new: total - 1, unchanged: 0, errors: 1 });
    expect(rows.map((r) => [r.line, r.problems])).toEqual([[total, ['el vencimiento es anterior a la fecha']]]);
    expect(await db().invoice.count({ where: { hotelId: hotel.id } })).toBe(0);

    const fixed = file.replace('2025-03-01,2025-02-01', '2025-03-01,2025-04-01');
    expect(await importInvoiceCsv(fixed, { actor: null, fileName: 'bien.csv', sha256: '2'.repeat(64) })).toEqual({
      added: total,
      unchanged: 0,
      refused: 0,
    });
    expect(await db().invoice.count({ where: { hotelId: hotel.id } })).toBe(total);
  }, 30_000);
});

describe('invoice CSV import, what is stored', () => {
  it('stores every field of each row as read, the paid date when given and none when not', async () => {
    const hotel = await db().hotel.create({
      data: { name: 'Hotel Campos', legalName: 'Campos, S.L.', taxId: 'B20020047' },
    });
    const file = [
      'hotel;number;date;due_date;type;description;amount;paid_date',
      `${hotel.id};C-1;31/03/2026;2026-04-30;Soporte;"Cuota «año» 2026; ñandú";1.452,50;15/04/2026`,
      'b20020047;C-2;2026-05-01;2026-05-31;0;Licencia;-20;',
    ].join('\r\n');
    expect(await importInvoiceCsv(file, { actor: null, fileName: 'c.csv', sha256: '6'.repeat(64) })).toEqual({
      added: 2,
      unchanged: 0,
      refused: 0,
    });
    const stored = await db().invoice.findMany({
      where: { hotelId: hotel.id },
      orderBy: { number: 'asc' },
      omit: { id: true },
    });
    expect(stored).toEqual([
      {
        hotelId: hotel.id,
        number: 'C-1',
        date: '2026-03-31',
        dueDate: '2026-04-30',
        type: 2,
        description: 'Cuota «año» 2026; ñandú',
        amountCents: 145250,
        paidAt: '2026-04-15',
      },
      {
        hotelId: hotel.id,
        number: 'C-2',
        date: '2026-05-01',
        dueDate: '2026-05-31',
        type: 0,
        description: 'Licencia',
        amountCents: -2000,
        paidAt: null,
      },
    ]);
  });
});

describe('invoice CSV preview, a page at a time', () => {
  it('counts every row and keeps only the page asked for, of all rows or of those with errors', async () => {
    await db().hotel.create({ data: { name: 'Hotel Páginas', legalName: 'Páginas, S.L.', taxId: 'B20020021' } });
    const rows = 3 * ROWS_PER_CHECK;
    const lines = Array.from({ length: rows }, (_, i) =>
      // Every 100th row has a due date before its date; the last one repeats the first number,
      // batches later.
      i === rows - 1
        ? 'B20020021,P-0,2025-03-01,2025-03-28,soporte,Cuota,10'
        : `B20020021,P-${i},2025-03-01,${i % 100 === 99 ? '2025-02-01' : '2025-03-28'},soporte,Cuota,10`,
    );
    const file = [INVOICE_CSV_HEADER, ...lines].join('\n');
    const errors = Math.floor((rows - 1) / 100) + 1;
    const counts = { rows, new: rows - errors, unchanged: 0, errors };

    const second = await previewInvoiceCsv(file, { onlyErrors: false, offset: 25, limit: 25 });
    expect(second.counts).toEqual(counts);
    expect(second.matching).toBe(rows);
    expect(second.rows.map((r) => r.line)).toEqual(Array.from({ length: 25 }, (_, i) => 27 + i));

    const lastErrors = await previewInvoiceCsv(file, { onlyErrors: true, offset: errors - 2, limit: 25 });
    expect(lastErrors.matching).toBe(errors);
    const lastDueError = Math.floor((rows - 2 - 99) / 100) * 100 + 99;
    expect(lastErrors.rows.map((r) => [r.line, r.problems])).toEqual([
      [lastDueError + 2, ['el vencimiento es anterior a la fecha']],
      [rows + 1, ['número repetido en el fichero (ya en la línea 2)']],
    ]);

    const refused = await importInvoiceCsv(file, { actor: null, fileName: 'p.csv', sha256: '4'.repeat(64) }).catch(
      (e: unknown) => e,
    );
    expect((refused as ImportRefused).preview.counts).toEqual(counts);
    expect((refused as ImportRefused).preview.rows.map((r) => r.line)).toEqual(
      Array.from({ length: errors }, (_, i) => (i === errors - 1 ? rows + 1 : 101 + 100 * i)),
    );
    expect(errors).toBeLessThanOrEqual(REFUSAL_ROWS);
    expect(await db().invoice.count({ where: { number: { startsWith: 'P-' } } })).toBe(0);
  }, 30_000);

  it(`names the first ${REFUSAL_ROWS} rows with errors of a refused import and counts them all`, async () => {
    const file = [
      INVOICE_CSV_HEADER,
      ...Array.from({ length: REFUSAL_ROWS + 50 }, (_, i) => `X00000000,Q-${i},2025-03-01,2025-03-28,soporte,Cuota,10`),
    ].join('\n');
    const refused = (await importInvoiceCsv(file, { actor: null, fileName: 'q.csv', sha256: '5'.repeat(64) }).catch(
      (e: unknown) => e,
    )) as ImportRefused;
    expect(refused.preview.counts.errors).toBe(REFUSAL_ROWS + 50);
    expect(refused.preview.rows).toHaveLength(REFUSAL_ROWS);
    expect(refused.preview.rows[0]!.problems).toEqual([
      'hotel desconocido: X00000000 (id o NIF de un hotel dado de alta)',
    ]);
  });
});

describe('invoice CSV preview and the event loop', () => {
  it('gives the event loop a turn between batches of rows', async () => {
    await db().hotel.create({ data: { name: 'Hotel Turnos', legalName: 'Turnos, S.L.', taxId: 'B20020039' } });
    const batches = 4;
    const file = [
      INVOICE_CSV_HEADER,
      ...Array.from(
        { length: batches * ROWS_PER_CHECK },
        (_, i) => `B20020039,T-${i},2025-03-01,2025-03-28,soporte,Cuota,10`,
      ),
    ].join('\n');
    // A check that never gave a turn back would end with no beat.
    const heart = heartbeat();
    const preview = await previewInvoiceCsv(file).finally(() => heart.stop());
    expect(preview.counts.rows).toBe(batches * ROWS_PER_CHECK);
    expect(heart.beats).toBeGreaterThanOrEqual(batches - 1);
  });
});

describe('invoice CSV import and the event loop', () => {
  const tempTables = async () => {
    if (process.env.TEST_POSTGRES_SERVER) return 0;
    const [row] = await db().$queryRaw<{ n: number | bigint }[]>`SELECT count(*) AS n FROM sqlite_temp_master`;
    return Number(row?.n);
  };

  it('gives the event loop a turn between batches of rows, and leaves nothing staged behind', async () => {
    await db().hotel.create({ data: { name: 'Hotel Turnos II', legalName: 'Turnos II, S.L.', taxId: 'B20020047' } });
    const batches = 4;
    const file = [
      INVOICE_CSV_HEADER,
      ...Array.from(
        { length: batches * ROWS_PER_CHECK },
        (_, i) => `B20020047,TI-${i},2025-03-01,2025-03-28,soporte,Cuota,10`,
      ),
    ].join('\n');
    // On SQLite the driver is synchronous: a check inside the write's transaction would end with no beat.
    const heart = heartbeat();
    const summary = await importInvoiceCsv(file, {
      actor: null,
      fileName: 'turnos.csv',
      sha256: '4'.repeat(64),
    }).finally(() => heart.stop());
    expect(summary).toEqual({ added: batches * ROWS_PER_CHECK, unchanged: 0, refused: 0 });
    expect(heart.beats).toBeGreaterThanOrEqual(batches - 1);
    expect(await tempTables()).toBe(0);
    const refused = await importInvoiceCsv(file.replace('TI-7,2025-03-01', 'TI-7,2025-02-30'), {
      actor: null,
      fileName: 'turnos.csv',
      sha256: '5'.repeat(64),
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImportRefused);
    expect(await tempTables()).toBe(0);
  });

  it('imports the numbers of two files checked at once once: the second is refused or finds them unchanged', async () => {
    const hotel = await db().hotel.create({
      data: { name: 'Hotel A la Vez', legalName: 'A la Vez, S.L.', taxId: 'B20020054' },
    });
    const total = 2 * ROWS_PER_CHECK + 10;
    const file = [
      INVOICE_CSV_HEADER,
      ...Array.from({ length: total }, (_, i) => `B20020054,AV-${i},2025-03-01,2025-03-28,soporte,Cuota,10`),
    ].join('\n');
    const audit = { actor: null, fileName: 'a-la-vez.csv', sha256: '6'.repeat(64) };
    const outcomes = await Promise.all([
      importInvoiceCsv(file, audit).catch((e: unknown) => e),
      importInvoiceCsv(file, audit).catch((e: unknown) => e),
    ]);
    const added = outcomes.filter((o) => !(o instanceof Error) && (o as ImportSummary).added === total);
    expect(added).toHaveLength(1);
    const other = outcomes.find((o) => !added.includes(o as never));
    // On SQLite both files are checked, a batch each in turn, before either writes.
    if (!process.env.TEST_POSTGRES_SERVER) expect(other).toBeInstanceOf(ImportRefused);
    if (other instanceof ImportRefused)
      expect(other.preview.problem).toMatch(
        /^Mientras se importaba el fichero, otra importación o un alta guardó (la factura AV-\d+,|facturas con números) que también está/,
      );
    else expect(other).toEqual({ added: 0, unchanged: total, refused: 0 });
    expect(await db().invoice.count({ where: { hotelId: hotel.id } })).toBe(total);
    expect(await tempTables()).toBe(0);
  });
});

describe('invoice CSV descriptions', () => {
  it('refuses a line break or another control character in a description with the row, takes a tab, imports nothing', async () => {
    await db().hotel.create({ data: { name: 'Hotel Una Línea', legalName: 'Una Línea, S.L.', taxId: 'B20020013' } });
    const row = (n: string, description: string) => `B20020013;${n};2025-03-01;2025-03-28;soporte;"${description}";10`;
    const file = [
      'hotel;number;date;due_date;type;description;amount',
      row('L-1', 'Cuota\tanual'), // line 2: fine
      row('L-2', 'Servicio\n=HYPERLINK(""http://x.invalid"";""pulse"")'), // lines 3–4
      row('L-3', 'Servicio\r=1+1'), // line 5
      row('L-4', 'Cuota \u001b[2J\u0085 anual'), // line 6
      row('L-5', 'Cuota\u2028anual'), // line 7
    ].join('\r\n');
    const refused = await importInvoiceCsv(file, { actor: null, fileName: 'lineas.csv', sha256: '3'.repeat(64) }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ImportRefused);
    const { rows, counts } = (refused as ImportRefused).preview;
    expect(counts).toEqual({ rows: 5, new: 1, unchanged: 0, errors: 4 });
    const problem =
      'la descripción lleva un salto de línea u otro carácter de control: ha de ser una sola línea de texto';
    expect(rows.map((r) => [r.fields.number, r.problems])).toEqual([
      ['L-2', [problem]],
      ['L-3', [problem]],
      ['L-4', [problem]],
      ['L-5', [problem]],
    ]);
    expect(await db().invoice.count({ where: { number: { startsWith: 'L-' } } })).toBe(0);
  });
});
