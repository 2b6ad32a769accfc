// The inbox's queries at a vendor's size, read from their plans (lib/testing/query-plans.ts): every
// page, filter, cursor, search and the total reads an index, never the enquiries whole or sorted.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { checkQueryPlans } from '@/lib/testing/query-plans';
import { inboxFilterFrom, listInbox } from './inbox';

const kinds = ['contact', 'training', 'support', 'callback'];
const states = ['new', 'in-progress', 'answered', 'dismissed'];
const names = ['Ana García', 'Íñigo Muñoz', 'Luis Martín', 'Marta Peñalver', 'José Ruiz'];

beforeAll(async () => {
  await db().enquiry.createMany({
    data: Array.from({ length: 400 }, (_, i) => ({
      kind: kinds[i % 4]!,
      state: states[(i >> 2) % 4]!,
      // As in a working inbox: a fifth unassigned (the new ones), the rest spread over four members.
      assigneeId: i % 5 === 0 ? null : 1 + (i % 4),
      fields: JSON.stringify({ nombre: names[i % 5], email: `p${i}@example.es`, consulta: `Consulta número ${i}` }),
      email: `p${i}@example.es`,
      clientHash: 'h',
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000),
    })),
  });
});

/** The inbox as the page opens it for an address, then the page its Siguiente and Anterior lead to. */
async function walk(address: string) {
  const read = (pos?: string) => {
    const params = new URLSearchParams(address);
    if (pos) params.set('pos', pos);
    const { filter, cursor } = inboxFilterFrom(params);
    return listInbox(filter, cursor);
  };
  const first = await read();
  const next = first.next ? await read(first.next) : first;
  if (next.prev) await read(next.prev);
  return first;
}

describe('the inbox’s query plans', () => {
  const addresses = [
    '',
    'tipo=training',
    'estado=answered',
    'asignada=nadie',
    'asignada=1',
    'desde=2025-01-05&hasta=2025-01-12',
    'tipo=support&estado=new',
    'q=garcia',
    'q=mart%C3%ADn%20consulta',
    'q=ana&tipo=contact',
    'q=p1',
  ];
  for (const address of addresses)
    it(`reads an index for ${address || 'the whole inbox'}, page after page`, async () => {
      const { result, verdict } = await checkQueryPlans(() => walk(address));
      expect(result.total).toBeGreaterThan(0);
      // A search walks the page's index in its order testing each id against the set of matches,
      // read once from the full-text index (lib/db/search says why): PostgreSQL's plan shows that
      // walk as a filter, which is meant, as long as the filter is that hashed set.
      const searchWalk =
        /^walks Enquiry whole through Enquiry_\w+_idx, filtering \(\(\(hashed SubPlan \d+\) OR \(id IS NULL\)\)\)/;
      expect(verdict.problems.filter((p) => !(address.includes('q=') && searchWalk.test(p)))).toEqual([]);
      if (address.includes('q=')) {
        const search = verdict.plans.filter((p) => p.sql.includes('EnquirySearch'));
        expect(search.length).toBeGreaterThan(0);
        for (const p of search)
          expect(p.plan.join('\n')).toMatch(/EnquirySearch VIRTUAL TABLE INDEX|EnquirySearch_words_idx/);
      }
    });
});
