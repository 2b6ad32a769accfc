// The modules each hotel has (Administración, Soporte técnico): one hotel's edited by hand, many at
// once from a CSV, validated whole and shown as a preview before anything is written, then written
// in one transaction or not at all (as the invoices' import). Versions are named by number, as
// staff and the billing system know them, and looked up among the product's own.
import 'server-only';
import { parse } from 'csv-parse/sync';
import { recordAudit } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import type { FormAnswer } from '@/lib/http/answer';
import { csvText } from '@/lib/invoices/csv-import';
import type { StaffSession } from '@/lib/staff/session';
import { dayValue, isDay, newerFirst } from '../fields';

export const MODULES_CSV_MAX_BYTES = 5 * 1024 * 1024;
export const MODULES_CSV_MAX_ROWS = 20_000;
/** The CSV's columns, in this order, on its first line. */
export const MODULES_CSV_HEADER = [
  'hotel',
  'producto',
  'version_licenciada',
  'version_instalada',
  'fin_licencia',
] as const;

const actorOf = (staff: StaffSession) => ({ id: staff.staffId, email: staff.email });

export interface HotelModuleRow {
  productId: number;
  productName: string;
  licensed: string;
  installed: string;
  licenceEnd: string;
  /** The product's versions (numbers, newest first) to choose from */
  choices: string[];
}

/** A hotel's modules and, for the form, every product with its versions. */
export async function hotelModulesForStaff(hotelId: number): Promise<{
  modules: HotelModuleRow[];
  products: { id: number; name: string; versions: string[] }[];
}> {
  const [modules, products] = await Promise.all([
    db().hotelProduct.findMany({
      where: { hotelId },
      select: {
        productId: true,
        licenceEnd: true,
        licensedVersion: { select: { number: true } },
        installedVersion: { select: { number: true } },
      },
    }),
    db().product.findMany({
      orderBy: { position: 'asc' },
      select: { id: true, name: true, versions: { select: { number: true, releasedOn: true } } },
    }),
  ]);
  const choices = products.map((p) => ({
    id: p.id,
    name: p.name,
    versions: p.versions.sort(newerFirst).map((v) => v.number),
  }));
  return {
    products: choices,
    modules: choices.flatMap((p) => {
      const m = modules.find((x) => x.productId === p.id);
      return m
        ? [
            {
              productId: p.id,
              productName: p.name,
              licensed: m.licensedVersion?.number ?? '',
              installed: m.installedVersion?.number ?? '',
              licenceEnd: dayValue(m.licenceEnd),
              choices: p.versions,
            },
          ]
        : [];
    }),
  };
}

interface ModuleValues {
  hotelId: number;
  productId: number;
  licensedVersionId: number | null;
  installedVersionId: number | null;
  licenceEnd: Date | null;
}

/** The products with their versions by number: what a row's names are looked up in. */
async function lookups() {
  const products = await db().product.findMany({
    select: { id: true, slug: true, name: true, versions: { select: { id: true, number: true } } },
  });
  return {
    product: (name: string) => {
      const key = name.trim().toLowerCase();
      return products.find((p) => p.slug === key || p.name.toLowerCase() === key || String(p.id) === key);
    },
    version: (productId: number, number: string) =>
      products.find((p) => p.id === productId)?.versions.find((v) => v.number === number.trim()),
  };
}

/** One row's values from its cells, or its problems (Spanish). */
function readRow(
  cells: { product: string; licensed: string; installed: string; end: string },
  look: Awaited<ReturnType<typeof lookups>>,
): { values: Omit<ModuleValues, 'hotelId'> } | { problems: string[] } {
  const problems: string[] = [];
  const product = look.product(cells.product);
  if (!product) problems.push(`No hay ningún producto «${cells.product}».`);
  const version = (number: string, what: string) => {
    if (!number.trim() || !product) return null;
    const found = look.version(product.id, number);
    if (!found) problems.push(`${product.name} no tiene la versión ${what} «${number.trim()}».`);
    return found?.id ?? null;
  };
  const licensedVersionId = version(cells.licensed, 'licenciada');
  const installedVersionId = version(cells.installed, 'instalada');
  let licenceEnd: Date | null = null;
  if (cells.end.trim()) {
    if (!isDay(cells.end.trim())) problems.push(`El fin de licencia «${cells.end.trim()}» no es una fecha AAAA-MM-DD.`);
    else licenceEnd = new Date(`${cells.end.trim()}T00:00:00Z`);
  }
  if (problems.length > 0 || !product) return { problems };
  return { values: { productId: product.id, licensedVersionId, installedVersionId, licenceEnd } };
}

/** Sets one module of a hotel (adds it when the hotel did not have it). */
export async function setHotelModule(
  staff: StaffSession,
  hotelId: number,
  input: Record<string, string>,
  client: string,
): Promise<FormAnswer | null> {
  const hotel = await db().hotel.findUnique({ where: { id: hotelId }, select: { id: true } });
  if (!hotel) return null;
  const read = readRow(
    {
      product: input.producto ?? '',
      licensed: input.licenciada ?? '',
      installed: input.instalada ?? '',
      end: input.fin ?? '',
    },
    await lookups(),
  );
  if ('problems' in read) return { ok: false, message: read.problems.join(' ') };
  await db().$transaction(async (tx) => {
    await writeModule(tx, { hotelId, ...read.values });
    await recordAudit(
      {
        actor: actorOf(staff),
        action: 'product.hotel-module',
        objectType: 'hotel',
        objectId: hotelId,
        changes: {
          producto: input.producto ?? '',
          licenciada: input.licenciada ?? '',
          instalada: input.instalada ?? '',
          fin: input.fin ?? '',
        },
        client,
      },
      tx,
    );
  });
  return { ok: true, message: 'Módulo guardado.' };
}

type Tx = Parameters<Parameters<ReturnType<typeof db>['$transaction']>[0]>[0];

async function writeModule(tx: Tx, v: ModuleValues) {
  const data = {
    licensedVersionId: v.licensedVersionId,
    installedVersionId: v.installedVersionId,
    licenceEnd: v.licenceEnd,
  };
  await tx.hotelProduct.upsert({
    where: { hotelId_productId: { hotelId: v.hotelId, productId: v.productId } },
    create: { hotelId: v.hotelId, productId: v.productId, ...data },
    update: data,
  });
}

/** Takes a module away from a hotel. */
export async function removeHotelModule(
  staff: StaffSession,
  hotelId: number,
  productId: number,
  client: string,
): Promise<FormAnswer | null> {
  const found = await db().hotelProduct.findUnique({
    where: { hotelId_productId: { hotelId, productId } },
    select: { id: true, product: { select: { name: true } } },
  });
  if (!found) return null;
  await db().$transaction(async (tx) => {
    await tx.hotelProduct.delete({ where: { id: found.id } });
    await recordAudit(
      {
        actor: actorOf(staff),
        action: 'product.hotel-module-removed',
        objectType: 'hotel',
        objectId: hotelId,
        changes: { producto: found.product.name },
        client,
      },
      tx,
    );
  });
  return { ok: true, message: 'Módulo quitado.' };
}

export interface ModulesPreviewRow {
  line: number;
  hotel: string;
  hotelName: string | null;
  product: string;
  licensed: string;
  installed: string;
  end: string;
  problems: string[];
}

export interface ModulesImport {
  /** A problem with the whole file, or null */
  problem: string | null;
  rows: ModulesPreviewRow[];
  errors: number;
  /** Rows written (0 unless asked to import and there was no problem) */
  imported: number;
}

/**
 * Reads a CSV of hotels' modules (`;` or `,`, the header MODULES_CSV_HEADER, UTF-8 or Windows-1252)
 * and checks every row: the hotel exists (by id), the product (by slug, name or id) and its versions
 * by number, the end a date. With `write` and not one problem, writes every row in one transaction;
 * otherwise writes nothing. Either way answers the rows with their problems (the preview).
 */
export async function importHotelModules(
  staff: StaffSession,
  bytes: Uint8Array,
  write: boolean,
  client: string,
): Promise<ModulesImport> {
  const refused = (problem: string): ModulesImport => ({ problem, rows: [], errors: 1, imported: 0 });
  if (bytes.byteLength > MODULES_CSV_MAX_BYTES) return refused('El fichero pasa de 5 MB.');
  const text = csvText(bytes).replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : ',';
  let records: string[][];
  try {
    records = parse(text, { delimiter, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch {
    return refused('El fichero no se puede leer como CSV.');
  }
  const header = (records[0] ?? []).map((h) => h.toLowerCase());
  if (MODULES_CSV_HEADER.some((h, i) => header[i] !== h))
    return refused(`La primera línea debe ser: ${MODULES_CSV_HEADER.join(';')}`);
  const body = records.slice(1);
  if (body.length === 0) return refused('El fichero no tiene filas.');
  if (body.length > MODULES_CSV_MAX_ROWS) return refused(`Como mucho ${MODULES_CSV_MAX_ROWS} filas por fichero.`);

  const look = await lookups();
  const ids = [
    ...new Set(
      body
        .map((r) => r[0] ?? '')
        .filter((v) => /^\d{1,9}$/.test(v))
        .map(Number),
    ),
  ];
  const hotels = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const found = await db().hotel.findMany({
      where: { id: { in: ids.slice(i, i + 500) } },
      select: { id: true, name: true },
    });
    for (const h of found) hotels.set(h.id, h.name);
  }
  const seen = new Map<string, number>();
  const values: ModuleValues[] = [];
  const rows = body.map((cells, index): ModulesPreviewRow => {
    const [hotel = '', product = '', licensed = '', installed = '', end = ''] = cells;
    const line = index + 2;
    const problems: string[] = [];
    const hotelId = /^\d{1,9}$/.test(hotel) ? Number(hotel) : null;
    if (hotelId === null || !hotels.has(hotelId)) problems.push(`No hay ningún hotel con el número «${hotel}».`);
    const read = readRow({ product, licensed, installed, end }, look);
    if ('problems' in read) problems.push(...read.problems);
    else if (hotelId !== null) {
      const key = `${hotelId}:${read.values.productId}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) problems.push(`El mismo hotel y producto ya están en la línea ${earlier}.`);
      else seen.set(key, line);
      if (problems.length === 0) values.push({ hotelId, ...read.values });
    }
    return {
      line,
      hotel,
      hotelName: hotelId === null ? null : (hotels.get(hotelId) ?? null),
      product,
      licensed,
      installed,
      end,
      problems,
    };
  });
  const errors = rows.filter((r) => r.problems.length > 0).length;
  if (!write || errors > 0) return { problem: null, rows, errors, imported: 0 };
  await db().$transaction(
    async (tx) => {
      for (const v of values) await writeModule(tx, v);
      await recordAudit(
        {
          actor: actorOf(staff),
          action: 'product.modules-imported',
          objectType: 'modulo-hotel',
          changes: { filas: String(values.length) },
          client,
        },
        tx,
      );
    },
    { timeout: 120_000 },
  );
  return { problem: null, rows, errors: 0, imported: values.length };
}
