// Who follows a support case is who may see it: a contact removed from the hotel (by its billing
// contact or by staff) or moved to another hotel follows none of its cases any more, one made type 2
// none of its cases about an invoice, the rows deleted with the change; and a row left behind mails
// nobody nor names anyone in the case. Following is safe from two requests at once (one change, one
// audit entry, no 500) on SQLite and PostgreSQL, and a user's burst of calls is refused (429).
import { describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { moveContact, removeContact, updateContact } from '@/lib/account/staff/contacts';
import { changeColleagueType, removeColleague } from '@/lib/account/team';
import { db } from '@/lib/db';
import { consume } from '@/lib/http/rate-limit';
import { TestClient } from '@/lib/testing/http-client';
import { followCase, followRule, getCase } from '@/lib/support/cases';
import { caseMails } from '@/lib/support/mails';
import { POST as follow } from './casos/[id]/seguimiento/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const STAFF = { actor: null, client: 'test' };
const session = (userId: number) => ({ userId, key: `k${userId}`, secondFactor: false });
let seq = 0;

/** A hotel of its own with these contacts (type by name); answers it, each contact and its user. */
async function hotelWith(contacts: Record<string, 1 | 2>) {
  const n = ++seq;
  const hotel = await db().hotel.create({
    data: {
      name: `Hotel Seguidores ${n}`,
      legalName: `Seguidores ${n}, S.L.`,
      taxId: `S${String(n).padStart(8, '0')}`,
    },
  });
  const people: Record<string, { id: number; userId: number; email: string }> = {};
  for (const [name, contactType] of Object.entries(contacts)) {
    const email = `${name}-${n}@seguidores.es`;
    const user = await db().user.create({ data: { email, passwordHash: '' } });
    const c = await db().hotelContact.create({ data: { userId: user.id, hotelId: hotel.id, contactType, name } });
    people[name] = { id: c.id, userId: user.id, email };
  }
  return { hotel, people };
}

/** A case of the hotel (about an invoice of it when `aboutInvoice`) followed by these users. */
async function caseOf(hotelId: number, followers: number[], aboutInvoice = false) {
  const invoice = aboutInvoice
    ? await db().invoice.create({
        data: {
          hotelId,
          number: `S-${++seq}`,
          date: '2026-01-10',
          dueDate: '2026-02-10',
          type: 1,
          description: 'Servicio',
          amountCents: 12100,
        },
      })
    : null;
  return db().supportCase.create({
    data: {
      hotelId,
      category: aboutInvoice ? 'facturacion' : 'incidencia',
      productArea: 'otro',
      priority: 'media',
      subject: 'No va',
      description: 'Nada',
      invoiceId: invoice?.id ?? null,
      followers: { create: followers.map((userId) => ({ userId })) },
    },
  });
}

const mailedOf = async (caseId: number) =>
  (await caseMails(db(), caseId, { kind: 'staff-reply', by: 'Lucía Atención' })).map((m) => m.to).sort();
const followingOf = async (userId: number) =>
  (await db().caseFollower.findMany({ where: { userId }, orderBy: { caseId: 'asc' } })).map((f) => f.caseId);

describe('a case’s followers are who may see it', () => {
  it('a colleague the billing contact removes follows none of the hotel’s cases, and is mailed nothing', async () => {
    const { hotel, people } = await hotelWith({ ana: 1, luis: 2 });
    const elsewhere = await hotelWith({ otra: 1 });
    await db().hotelContact.create({
      data: { userId: people.luis!.userId, hotelId: elsewhere.hotel.id, contactType: 2, name: 'luis' },
    });
    const ours = await caseOf(hotel.id, [people.ana!.userId, people.luis!.userId]);
    const theirs = await caseOf(elsewhere.hotel.id, [people.luis!.userId]);
    expect(await mailedOf(ours.id)).toEqual([people.ana!.email, people.luis!.email].sort());

    await removeColleague(session(people.ana!.userId), hotel.id, { contacto: String(people.luis!.id) }, 'test');
    // The other hotel's case is still followed: they are still its contact.
    expect(await followingOf(people.luis!.userId)).toEqual([theirs.id]);
    expect(await mailedOf(ours.id)).toEqual([people.ana!.email]);
    expect((await getCase(session(people.ana!.userId), ours.id)).seguidores).toEqual(['ana']);
  });

  it('a row left behind by a contact no longer of the hotel mails nobody and names nobody', async () => {
    const { hotel, people } = await hotelWith({ ana: 1, luis: 2 });
    const c = await caseOf(hotel.id, [people.ana!.userId, people.luis!.userId]);
    // As a removal before followers were cleared left it.
    await db().hotelContact.delete({ where: { id: people.luis!.id } });
    expect(await db().caseFollower.count({ where: { caseId: c.id } })).toBe(2);
    expect(await mailedOf(c.id)).toEqual([people.ana!.email]);
    expect((await getCase(session(people.ana!.userId), c.id)).seguidores).toEqual(['ana']);
  });

  it('a billing contact made type 2 is mailed nothing of an invoice case, and stops following only those', async () => {
    const { hotel, people } = await hotelWith({ ana: 1, marta: 1 });
    const plain = await caseOf(hotel.id, [people.ana!.userId, people.marta!.userId]);
    const aboutInvoice = await caseOf(hotel.id, [people.ana!.userId, people.marta!.userId], true);
    expect(await mailedOf(aboutInvoice.id)).toEqual([people.ana!.email, people.marta!.email].sort());

    // A row left behind (the type changed directly) is mailed nothing…
    await db().hotelContact.update({ where: { id: people.marta!.id }, data: { contactType: 2 } });
    expect(await mailedOf(aboutInvoice.id)).toEqual([people.ana!.email]);
    expect((await getCase(session(people.ana!.userId), aboutInvoice.id)).seguidores).toEqual(['ana']);
    expect(await mailedOf(plain.id)).toEqual([people.ana!.email, people.marta!.email].sort());
    await db().hotelContact.update({ where: { id: people.marta!.id }, data: { contactType: 1 } });

    // …and the team's change of type deletes it.
    await changeColleagueType(
      session(people.ana!.userId),
      hotel.id,
      { contacto: String(people.marta!.id), tipo: '2' },
      'test',
    );
    expect(await followingOf(people.marta!.userId)).toEqual([plain.id]);
    expect(await followingOf(people.ana!.userId)).toEqual([plain.id, aboutInvoice.id]);
  });

  it('staff removing, moving or retyping a contact delete what it may no longer follow', async () => {
    const { hotel, people } = await hotelWith({ ana: 1, marta: 1, luis: 2, eva: 2 });
    const target = await hotelWith({ otra: 1 });
    const plain = await caseOf(hotel.id, [people.marta!.userId, people.luis!.userId, people.eva!.userId]);
    const aboutInvoice = await caseOf(hotel.id, [people.ana!.userId, people.marta!.userId], true);

    const form = { tipo: '2', nombre: 'marta' };
    expect(await updateContact(STAFF, people.marta!.id, form)).toBe(true);
    expect(await followingOf(people.marta!.userId)).toEqual([plain.id]);

    expect(await removeContact(STAFF, people.luis!.id)).not.toBeNull();
    expect(await followingOf(people.luis!.userId)).toEqual([]);

    expect(await moveContact(STAFF, people.eva!.id, String(target.hotel.id))).not.toBeNull();
    expect(await followingOf(people.eva!.userId)).toEqual([]);

    expect(await followingOf(people.ana!.userId)).toEqual([aboutInvoice.id]);
    expect(await mailedOf(plain.id)).toEqual([people.marta!.email]);
  });
});

describe('following a case', () => {
  it('two requests at once follow it once, audited once; two unfollows at once likewise', async () => {
    for (let round = 0; round < 3; round++) {
      const { hotel, people } = await hotelWith({ ana: 1, luis: 2 });
      const c = await caseOf(hotel.id, [people.ana!.userId]);
      const luis = session(people.luis!.userId);
      const audited = (action: string) => db().auditEntry.count({ where: { action, objectId: String(c.id) } });

      const on = await Promise.all([
        followCase(luis, c.id, { seguir: true }),
        followCase(luis, c.id, { seguir: true }),
      ]);
      expect(on.map((x) => x.sigo)).toEqual([true, true]);
      expect(await followingOf(people.luis!.userId)).toEqual([c.id]);
      expect(await audited('case.followed')).toBe(1);

      const off = await Promise.all([
        followCase(luis, c.id, { seguir: false }),
        followCase(luis, c.id, { seguir: false }),
      ]);
      expect(off.map((x) => x.sigo)).toEqual([false, false]);
      expect(await followingOf(people.luis!.userId)).toEqual([]);
      expect(await audited('case.unfollowed')).toBe(1);
    }
  });

  it('refuses a user’s burst of calls with 429, and changes nothing then', async () => {
    await seedAccounts();
    const email = 'recepcion@hotelmediterraneo.es';
    const c = new TestClient('192.0.2.77');
    expect((await (await c.send(login, 'LoginUsuario', { form: { email, pass: DEMO_PASSWORD } })).json()).loginok).toBe(
      true,
    );
    const contact = await db().hotelContact.findFirstOrThrow({ where: { user: { email } } });
    const made = await caseOf(contact.hotelId, []);
    const url = `../cuenta/soporte/casos/${made.id}/seguimiento`;
    expect((await c.send(follow, url, { json: { seguir: true } })).status).toBe(200);
    for (let i = 1; i < followRule.points; i++) await consume(followRule, String(contact.userId));

    const refused = await c.send(follow, url, { json: { seguir: false } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: 'too-many-requests',
      message: 'Has cambiado muchas veces qué casos sigues: inténtalo de nuevo dentro de un rato.',
    });
    expect(await followingOf(contact.userId)).toEqual([made.id]);
  });
});
