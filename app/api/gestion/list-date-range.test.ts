// Every back-office list with «Desde» and «Hasta» (/gestion/consultas, /gestion/registro,
// /gestion/correo) reads a range the wrong way round as the one shared reader says
// (lib/http/list-params): it matches nothing, and the reader gives the problem its form shows.
import { describe, expect, it } from 'vitest';
import { auditFilterFrom } from '@/lib/audit/filter';
import { queryAudit } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import { inboxFilterFrom, listInbox } from '@/lib/enquiries/staff/inbox';
import { DATE_RANGE_BACKWARDS } from '@/lib/http/list-params';
import { outboxFilterFrom, queryOutbox } from '@/lib/mail/staff/outbox';

const backwards = new URLSearchParams('desde=2026-12-01&hasta=2026-11-01');
const forwards = new URLSearchParams('desde=2026-11-01&hasta=2026-12-01');

describe('a «Desde» after its «Hasta»', () => {
  it('is the problem each list’s reader gives, and none the right way round', () => {
    for (const reader of [inboxFilterFrom, auditFilterFrom, outboxFilterFrom]) {
      expect(reader(backwards).problem).toBe(DATE_RANGE_BACKWARDS);
      expect(reader(forwards).problem).toBeUndefined();
      expect(reader(new URLSearchParams('desde=2026-12-01')).problem).toBeUndefined();
    }
  });

  it('matches nothing, where the right way round finds the rows', async () => {
    const at = new Date('2026-11-15T10:00:00Z');
    await db().enquiry.create({
      data: { kind: 'contact', fields: '{"nombre":"Ana"}', email: 'ana@example.es', clientHash: 'h', createdAt: at },
    });
    await db().auditEntry.create({ data: { action: 'news.updated', objectType: 'noticia', objectId: '1', at } });
    await db().outboxMail.create({ data: { to: 'ana@example.es', subject: 's', text: 't', createdAt: at } });
    for (const [params, n] of [
      [backwards, 0],
      [forwards, 1],
    ] as const) {
      expect((await listInbox(inboxFilterFrom(params).filter)).rows).toHaveLength(n);
      expect((await queryAudit(auditFilterFrom(params).filter)).rows).toHaveLength(n);
      expect((await queryOutbox(outboxFilterFrom(params).filter)).rows).toHaveLength(n);
    }
  });
});
