// The staff queue's queries at a vendor's size, read from their plans (lib/testing/query-plans.ts),
// on SQLite and (TEST_POSTGRES_SERVER) on PostgreSQL: every filter, the search, the pages either
// way, the total, the figures, a case's page and the canned replies read an index, never the cases
// whole nor sorted, so the queue costs the same with 50,000 cases as with 50.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { BIG_TABLES, checkQueryPlans } from '@/lib/testing/query-plans';
import { listCannedReplies } from './canned-replies';
import { staffCaseDetail } from './case-work';
import { listQueue, queueFigures, queueFilterFrom } from './queue';

const bigTables = [...BIG_TABLES, 'SupportCase', 'CaseMessage', 'CaseFollower', 'CaseStateChange', 'CaseAttachment'];
const states = ['nueva', 'en_curso', 'esperando_cliente', 'resuelta', 'cerrada'];
const priorities = ['critica', 'alta', 'media', 'baja'];
const categories = ['incidencia', 'consulta', 'formacion', 'facturacion'];
const words = ['impresora', 'channel manager', 'datáfono', 'informe de ocupación', 'motor de reservas'];
let firstCase = 0;

beforeAll(async () => {
  await seedAccounts();
  const hotels = await db().hotel.findMany({ select: { id: true } });
  const now = Date.now();
  await db().supportCase.createMany({
    data: Array.from({ length: 600 }, (_, i) => {
      const state = states[i % 5]!;
      const finished = state === 'resuelta' || state === 'cerrada';
      const handlerId = i % 3 ? null : 1 + (i % 2);
      return {
        hotelId: hotels[i % hotels.length]!.id,
        category: categories[i % 4]!,
        productArea: 'othello',
        priority: priorities[(i >> 1) % 4]!,
        state,
        subject: `Caso ${i}: ${words[i % 5]}`,
        description: `Descripción del caso ${i} sobre ${words[(i + 2) % 5]}`,
        handlerId,
        queueGroup: finished ? 2 : handlerId === null ? 0 : 1,
        nextDueAt:
          finished || state === 'esperando_cliente'
            ? new Date('9999-12-31T00:00:00Z')
            : new Date(now + (i - 300) * 600_000),
        rating: finished && i % 2 ? 1 + (i % 5) : null,
        ratedAt: finished && i % 2 ? new Date(now - i * 3_600_000) : null,
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000),
      };
    }),
  });
  firstCase = (await db().supportCase.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
  await db().caseMessage.createMany({
    data: Array.from({ length: 300 }, (_, i) => ({
      caseId: firstCase + (i % 30),
      text: `m${i}`,
      internal: i % 7 === 0,
    })),
  });
  await db().cannedReply.createMany({
    data: [
      { title: 'B', text: 'b' },
      { title: 'A', text: 'a' },
    ],
  });
});

/** The queue as the page opens it for an address, then the page its Siguiente leads to, and back. */
async function walk(address: string) {
  const read = (pos?: string) => {
    const params = new URLSearchParams(address);
    if (pos) params.set('pos', pos);
    const { filter, cursor } = queueFilterFrom(params);
    return listQueue(filter, cursor);
  };
  const first = await read();
  const next = first.next ? await read(first.next) : first;
  if (next.prev) await read(next.prev);
  return first;
}

// A search walks the page's index in its order testing each id against the set of matches, read
// once from the full-text index (lib/db/search says why): PostgreSQL's plan shows that walk as a
// filter with no index condition when no other filter narrows it, which is meant.
const searchWalk = /^walks SupportCase whole through SupportCase_\w+_idx, filtering \(.*hashed SubPlan \d+\)/;

describe('the support queue’s query plans', () => {
  const addresses = [
    '',
    'estado=todos',
    'estado=en_curso',
    'estado=cerrada',
    'prioridad=critica',
    'hotel=1',
    'responsable=nadie',
    'responsable=1',
    'categoria=formacion',
    'objetivo=incumplido',
    'objetivo=pronto',
    'estado=todos&objetivo=incumplido',
    'prioridad=alta&responsable=nadie&objetivo=incumplido',
    'hotel=1&categoria=consulta&estado=todos',
    'q=impresora',
    'q=datafono&estado=todos',
    'q=channel%20man&prioridad=media',
  ];
  for (const address of addresses)
    it(`reads an index for ${address || 'the open cases'}, page after page`, async () => {
      const { result, verdict } = await checkQueryPlans(() => walk(address), { bigTables });
      expect(result.total).toBeGreaterThan(0);
      expect(verdict.problems.filter((p) => !(address.includes('q=') && searchWalk.test(p)))).toEqual([]);
      if (address.includes('q='))
        for (const p of verdict.plans.filter((p) => p.sql.includes('SupportCaseSearch')))
          expect(p.plan.join('\n')).toMatch(/SupportCaseSearch VIRTUAL TABLE INDEX|SupportCaseSearch_words_idx/);
    });

  it('pages through the whole queue in its order, each case once', async () => {
    const seen: number[] = [];
    let pos: string | undefined;
    for (let i = 0; i < 40; i++) {
      const params = new URLSearchParams('estado=todos');
      if (pos) params.set('pos', pos);
      const { filter, cursor } = queueFilterFrom(params);
      const page = await listQueue(filter, cursor);
      seen.push(...page.rows.map((r) => r.id));
      if (!page.next) break;
      pos = page.next;
    }
    expect(seen.length).toBe(600);
    expect(new Set(seen).size).toBe(600);
    const keys = await db().supportCase.findMany({ select: { id: true, queueGroup: true, nextDueAt: true } });
    const order = keys
      .sort((a, b) => a.queueGroup - b.queueGroup || a.nextDueAt.getTime() - b.nextDueAt.getTime() || a.id - b.id)
      .map((k) => k.id);
    expect(seen).toEqual(order);
  });

  it('reads the figures, a case’s page and the canned replies along indexes', async () => {
    const runs: (() => Promise<unknown>)[] = [
      () => queueFigures(),
      () => staffCaseDetail(firstCase),
      () => listCannedReplies(),
    ];
    for (const run of runs) {
      const { verdict } = await checkQueryPlans(run, { bigTables });
      expect(verdict.problems).toEqual([]);
    }
  });
});
