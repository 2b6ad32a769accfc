// The inbox's list and search as staff see them: full-text over the enquiries' fields (accents and
// case aside, word prefixes, every word, any field), newest-first keyset pages with "Anterior" and
// "Siguiente", filters kept across pages, a total; and the search index kept in step with deletions.
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { eraseEnquiriesByEmail } from '@/lib/enquiries/erasure';
import { inboxFilterFrom, INBOX_PAGE_SIZE, listInbox, type InboxFilter } from './inbox';

const postgres = Boolean(process.env.TEST_POSTGRES_SERVER);
const START = Date.parse('2026-01-01T09:00:00Z');

async function enquiry(fields: Record<string, string>, extra: { kind?: string; state?: string; minute?: number } = {}) {
  return db().enquiry.create({
    data: {
      kind: extra.kind ?? 'contact',
      state: extra.state ?? 'new',
      fields: JSON.stringify(fields),
      email: fields.email ?? '',
      clientHash: 'h',
      ...(extra.minute !== undefined ? { createdAt: new Date(START + extra.minute * 60_000) } : {}),
    },
  });
}

/** The names on the page for a search typed in the box (through the address, as the page reads it). */
async function found(q: string): Promise<string[]> {
  const { filter, cursor } = inboxFilterFrom(new URLSearchParams({ q }));
  return (await listInbox(filter, cursor)).rows.map((r) => r.name).sort();
}

/** What the search index holds for the enquiries, read beside the service (on either database). */
async function indexedIds(): Promise<number[]> {
  const rows = postgres
    ? await db().$queryRawUnsafe<Array<{ id: number }>>('SELECT "id" FROM "EnquirySearch"')
    : await db().$queryRawUnsafe<Array<{ id: number }>>(
        `SELECT "rowid" AS "id" FROM "EnquirySearch" WHERE "EnquirySearch" MATCH 'borrame*'`,
      );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

beforeEach(async () => {
  await db().outboxMail.deleteMany();
  await db().enquiry.deleteMany();
});

describe('the inbox search', () => {
  beforeEach(async () => {
    await enquiry({
      nombre: 'Ana',
      apellidos: 'García Martínez',
      email: 'ana@hotelsol.es',
      consulta: 'Quiero una demo',
    });
    await enquiry({ nombre: 'Íñigo', apellidos: 'Muñoz', email: 'inigo@example.es', hotel: 'Hostal Peñíscola' });
    await enquiry({ nombre: 'Luis', apellidos: 'Martín', email: 'luis@example.es', consulta: 'Facturación de año' });
  });

  it('finds a word whatever its accents and case, either way round', async () => {
    expect(await found('garcia')).toEqual(['Ana García Martínez']);
    expect(await found('GARCÍA')).toEqual(['Ana García Martínez']);
    expect(await found('inigo munoz')).toEqual(['Íñigo Muñoz']);
    expect(await found('peñíscola')).toEqual(['Íñigo Muñoz']);
    expect(await found('facturacion ano')).toEqual(['Luis Martín']);
  });

  it('takes each word as the start of a word, in any field', async () => {
    expect(await found('mart')).toEqual(['Ana García Martínez', 'Luis Martín']);
    expect(await found('martin')).toEqual(['Ana García Martínez', 'Luis Martín']);
    expect(await found('hostal')).toEqual(['Íñigo Muñoz']);
    expect(await found('dem')).toEqual(['Ana García Martínez']);
    // Inside a word is no match: "tinez" is no word's start.
    expect(await found('tinez')).toEqual([]);
  });

  it('wants every word, from any field: name, hotel, message or address', async () => {
    expect(await found('ana demo')).toEqual(['Ana García Martínez']);
    expect(await found('mart luis')).toEqual(['Luis Martín']);
    expect(await found('ana facturación')).toEqual([]);
    expect(await found('ana@hotelsol.es')).toEqual(['Ana García Martínez']);
    expect(await found('hotelsol')).toEqual(['Ana García Martínez']);
  });

  it('shows nothing for a word nobody wrote, with a total of 0, and everything for punctuation alone', async () => {
    const { filter } = inboxFilterFrom(new URLSearchParams({ q: 'zarzuela' }));
    expect(await listInbox(filter)).toMatchObject({ rows: [], total: 0, next: undefined, prev: undefined });
    expect(await found('" * -')).toHaveLength(3);
    // Search syntax is text, never a query of its own.
    expect(await found('ana OR luis')).toEqual([]);
    expect(await found('NEAR(ana luis)')).toEqual([]);
  });

  it('keeps the kind and state filters with the search', async () => {
    await enquiry({ nombre: 'Ana', apellidos: 'Soler', email: 'ana.soler@example.es' }, { kind: 'training' });
    await enquiry({ nombre: 'Ana', apellidos: 'Vidal', email: 'ana.vidal@example.es' }, { state: 'answered' });
    const names = async (params: Record<string, string>) =>
      (await listInbox(inboxFilterFrom(new URLSearchParams(params)).filter)).rows.map((r) => r.name);
    expect(await names({ q: 'ana', tipo: 'training' })).toEqual(['Ana Soler']);
    expect(await names({ q: 'ana', estado: 'answered' })).toEqual(['Ana Vidal']);
    expect((await names({ q: 'ana' })).sort()).toEqual(['Ana García Martínez', 'Ana Soler', 'Ana Vidal']);
  });
});

describe('the search index', () => {
  it('loses an enquiry erased at the person’s request (RGPD), keeps the others, and follows a change', async () => {
    const gone = await enquiry({ nombre: 'Borrame', email: 'pide@example.es', consulta: 'borrame ya' });
    const kept = await enquiry({ nombre: 'Borrame', email: 'otra@example.es' });
    expect(await indexedIds()).toEqual([gone.id, kept.id]);
    const answer = await eraseEnquiriesByEmail(null, 'PIDE@example.es', 'test');
    expect(answer).toMatchObject({ ok: true, counts: { enquiries: 1 } });
    expect(await indexedIds()).toEqual([kept.id]);
    expect(await found('borrame')).toEqual(['Borrame']);
    // A changed enquiry is found by its new words only.
    await db().enquiry.update({ where: { id: kept.id }, data: { fields: JSON.stringify({ nombre: 'Cambiado' }) } });
    expect(await found('borrame')).toEqual([]);
    expect(await found('cambiado')).toEqual(['Cambiado']);
    // The retention cleanup's way, many at once.
    await db().enquiry.deleteMany({});
    expect(await found('cambiado')).toEqual([]);
  });
});

describe('the inbox pages', () => {
  const filterOf = (params: Record<string, string>): InboxFilter => inboxFilterFrom(new URLSearchParams(params)).filter;
  /** The page a link's cursor opens, read through the address as the page reads it. */
  const open = (filter: InboxFilter, pos: string | undefined) =>
    listInbox(filter, inboxFilterFrom(new URLSearchParams(pos ? { pos } : {})).cursor);

  it('walks every enquiry newest first with Siguiente, and back with Anterior, even within the same minute', async () => {
    // 60 enquiries over 40 minutes: some share their time, the id decides.
    for (let i = 0; i < 60; i++) await enquiry({ nombre: `N${i}` }, { minute: Math.floor((i * 2) / 3) });
    const all = (await db().enquiry.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })).map((e) => e.id);
    const pages: number[][] = [];
    let page = await listInbox({});
    expect(page.total).toBe(60);
    expect(page.prev).toBeUndefined();
    for (;;) {
      pages.push(page.rows.map((r) => r.id));
      if (!page.next) break;
      page = await open({}, page.next);
      expect(page.prev).toBeDefined();
      expect(page.total).toBe(60);
    }
    expect(pages.map((p) => p.length)).toEqual([INBOX_PAGE_SIZE, INBOX_PAGE_SIZE, 10]);
    expect(pages.flat()).toEqual(all);
    // Back from the last page: the same pages again, the first one with no Anterior.
    page = await open({}, page.prev);
    expect(page.rows.map((r) => r.id)).toEqual(pages[1]);
    page = await open({}, page.prev);
    expect(page.rows.map((r) => r.id)).toEqual(pages[0]);
    expect(page.prev).toBeUndefined();
    expect(page.next).toBeDefined();
  });

  it('keeps the filters on every page and counts only what they let through, a new enquiry at once', async () => {
    for (let i = 0; i < 30; i++)
      await enquiry({ nombre: `C${i}` }, { kind: i % 3 ? 'contact' : 'training', minute: i });
    const filter = filterOf({ tipo: 'contact' });
    const first = await listInbox(filter);
    expect(first.total).toBe(20);
    expect(first.rows).toHaveLength(20);
    expect(first.next).toBeUndefined();
    for (let i = 0; i < 30; i++) await enquiry({ nombre: `S${i}` }, { state: 'answered', kind: 'callback', minute: i });
    const answered = filterOf({ estado: 'answered', tipo: 'callback' });
    const one = await listInbox(answered);
    expect(one.total).toBe(30);
    const two = await open(answered, one.next);
    expect([...one.rows, ...two.rows].every((r) => r.state === 'answered' && r.kind === 'callback')).toBe(true);
    expect(two.rows.map((r) => r.name)).toEqual(['S4', 'S3', 'S2', 'S1', 'S0']);
    await enquiry({ nombre: 'Nueva' }, { kind: 'contact', minute: 100 });
    expect((await listInbox(filter)).total).toBe(21);
  });

  it('reads «sin asignar» (asignada=nadie) from the address, an id as a member, anything else as no filter', async () => {
    expect(inboxFilterFrom(new URLSearchParams({ asignada: 'nadie' })).filter.assignee).toBe('none');
    expect(inboxFilterFrom(new URLSearchParams({ asignada: '7' })).filter.assignee).toBe(7);
    expect(inboxFilterFrom(new URLSearchParams({ asignada: 'x' })).filter.assignee).toBeUndefined();
  });

  it('opens the first page for a cursor that is no cursor or does not fit the inbox', async () => {
    for (let i = 0; i < 3; i++) await enquiry({ nombre: `P${i}` }, { minute: i });
    const first = (await listInbox({})).rows.map((r) => r.name);
    expect(first).toEqual(['P2', 'P1', 'P0']);
    const made = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const pos of ['bm8gZXMgdW4gY3Vyc29y', '2', made({ d: 'n', k: ['ayer', 1] }), made({ d: 'n', k: [5] })])
      expect(
        (await open({}, pos)).rows.map((r) => r.name),
        pos,
      ).toEqual(first);
  });
});
