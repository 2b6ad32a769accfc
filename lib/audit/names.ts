// The names of what a page of the audit trail (or a batch of its CSV) is about, read when it is
// shown: an entry stores its object's kind and id, and «Versión de producto 18» says nothing to
// staff where «Channel manager 6.2» does. One query per kind of object on the page (by primary key,
// the page's 25 entries or the export's batch of 250), never one per entry; and one for the staff
// named in the details (a case's handler, by e-mail). A kind without a name here (a case, a
// permit: the screens number them) is shown by its number; an object since deleted, too.
import 'server-only';
import { db } from '@/lib/db';
import { PERSON_DETAILS } from './labels';
import { objectKey, parseChanges, type AuditNames } from './trail';

type Resolver = (ids: number[]) => Promise<[number, string][]>;

const RESOLVERS: Record<string, Resolver> = {
  hotel: async (ids) =>
    (await db().hotel.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map((r) => [
      r.id,
      r.name,
    ]),
  factura: async (ids) =>
    (await db().invoice.findMany({ where: { id: { in: ids } }, select: { id: true, number: true } })).map((r) => [
      r.id,
      r.number,
    ]),
  'version-producto': async (ids) =>
    (
      await db().productVersion.findMany({
        where: { id: { in: ids } },
        select: { id: true, number: true, product: { select: { name: true } } },
      })
    ).map((r) => [r.id, `${r.product.name} ${r.number}`]),
  personal: async (ids) =>
    (await db().staffUser.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, email: true } })).map(
      (r) => [r.id, r.name || r.email],
    ),
  usuario: async (ids) =>
    (await db().user.findMany({ where: { id: { in: ids } }, select: { id: true, email: true } })).map((r) => [
      r.id,
      r.email,
    ]),
  respuesta: async (ids) =>
    (await db().cannedReply.findMany({ where: { id: { in: ids } }, select: { id: true, title: true } })).map((r) => [
      r.id,
      r.title,
    ]),
  noticia: async (ids) =>
    (await db().news.findMany({ where: { id: { in: ids } }, select: { id: true, title: true } })).map((r) => [
      r.id,
      r.title,
    ]),
  componente: async (ids) =>
    (await db().statusComponent.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map((r) => [
      r.id,
      r.name,
    ]),
  incidencia: async (ids) =>
    (await db().incident.findMany({ where: { id: { in: ids } }, select: { id: true, title: true } })).map((r) => [
      r.id,
      r.title,
    ]),
  mantenimiento: async (ids) =>
    (await db().maintenance.findMany({ where: { id: { in: ids } }, select: { id: true, title: true } })).map((r) => [
      r.id,
      r.title,
    ]),
};

/** The kinds of object whose names are looked up. */
export const NAMED_OBJECT_TYPES = Object.keys(RESOLVERS);

const ID = /^\d{1,9}$/;

/** The names of the objects and the staff the entries name: one query per kind, one for the people. */
export async function auditNames(
  entries: readonly { objectType: string; objectId: string; changes: string | Record<string, unknown> }[],
): Promise<AuditNames> {
  const idsByType = new Map<string, Set<number>>();
  const emails = new Set<string>();
  for (const e of entries) {
    if (RESOLVERS[e.objectType] && ID.test(e.objectId)) {
      const ids = idsByType.get(e.objectType) ?? new Set<number>();
      ids.add(Number(e.objectId));
      idsByType.set(e.objectType, ids);
    }
    const changes = typeof e.changes === 'string' ? parseChanges(e.changes) : e.changes;
    for (const [field, value] of Object.entries(changes)) {
      if (!PERSON_DETAILS.has(field)) continue;
      for (const v of Array.isArray(value) ? value : [value])
        if (typeof v === 'string' && v.includes('@')) emails.add(v.toLowerCase());
    }
  }
  const objects = new Map<string, string>();
  const people = new Map<string, string>();
  await Promise.all([
    ...[...idsByType].map(async ([type, ids]) => {
      for (const [id, name] of await RESOLVERS[type]!([...ids]))
        if (name) objects.set(objectKey(type, String(id)), name);
    }),
    emails.size === 0
      ? null
      : db()
          .staffUser.findMany({ where: { email: { in: [...emails] } }, select: { email: true, name: true } })
          .then((rows) => {
            for (const r of rows) if (r.name) people.set(r.email.toLowerCase(), r.name);
          }),
  ]);
  return { objects, people };
}
