// Hotels, customer users and contacts through the back office's API: every role against every call
// (redacción gets 403 and nothing changes), each write and its audit entry, the invitation that
// ends in a customer who sees exactly their hotel, disabling that ends a live session, and the
// hotel's two-factor rule for billing contacts.
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as invoicesOf } from '@/app/api/Data/GetFacturasHotelContacto/route';
import { POST as contactsOf } from '@/app/api/Data/GetHotelesContactoUsuario/route';
import { GET as hasSession } from '@/app/api/Data/HaySessionUsuario/route';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { POST as setPassword } from '@/app/api/Data/RestablecerPass/route';
import { POST as startTotp } from '@/app/api/cuenta/seguridad/totp/route';
import { POST as confirmTotp } from '@/app/api/cuenta/seguridad/totp/confirmar/route';
import { seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { openMailLinks } from '@/lib/mail/sealed-links';
import { seedStaff } from '@/lib/staff/demo-seed';
import { TestClient } from '@/lib/testing/http-client';
import { callStaff as call, staffBrowser } from '@/lib/testing/staff-browser';
import { POST as contact } from './contactos/[id]/route';
import { POST as hotelContacts } from './hoteles/[id]/contactos/route';
import { POST as hotel } from './hoteles/[id]/route';
import { POST as createHotel } from './hoteles/route';
import { POST as user } from './usuarios/[id]/route';
import { POST as invite } from './usuarios/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const browsers = {} as Record<'admin' | 'editor' | 'support', TestClient>;
const HOTEL_FORM = {
  nombrehotel: 'Hotel Faro',
  nombrehotelFiscal: 'Faro Hoteles, S.L.',
  nif: 'B35111228',
  localidad: 'Las Palmas',
  provincia: 'Las Palmas',
  codpostal: '35001',
};
const PASSWORD = 'Faro-Primera-Clave-2026';
let seq = 0;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedStaff();
  await seedAccounts();
  browsers.admin = await staffBrowser('admin@millehotel.es');
  browsers.editor = await staffBrowser('redaccion@millehotel.es');
  browsers.support = await staffBrowser('atencion@millehotel.es');
});

async function json(res: Response) {
  return { status: res.status, ...(await res.json()) };
}

async function newHotel(overrides: Record<string, string> = {}): Promise<number> {
  const nif = overrides.nif ?? validCif(++seq);
  const answer = await json(
    await call(browsers.support, createHotel, 'hoteles', {
      form: { ...HOTEL_FORM, nombrehotel: `Hotel ${seq}`, ...overrides, nif },
    }),
  );
  expect(answer).toMatchObject({ status: 200, ok: true });
  return Number(/\/gestion\/hoteles\/(\d+)$/.exec(answer.then)![1]);
}

/** A CIF B + 7 digits with its right control digit. */
function validCif(n: number): string {
  const digits = String(3000000 + n).padStart(7, '0');
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    let d = Number(digits[i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `B${digits}${(10 - (sum % 10)) % 10}`;
}

async function invitationToken(email: string): Promise<string> {
  const mail = await db().outboxMail.findFirstOrThrow({
    where: { to: email, subject: { startsWith: 'Tu acceso al área de clientes' } },
    orderBy: { id: 'desc' },
  });
  expect(mail.secret).toBe(true);
  expect(mail.text).not.toContain('#token=');
  return /\/activar-cuenta#token=([A-Za-z0-9_-]{43})/.exec((await openMailLinks(mail.text))!)![1]!;
}

async function customerSignedIn(
  email: string,
  password = PASSWORD,
): Promise<{ c: TestClient; answer: Record<string, unknown> }> {
  const c = new TestClient(`203.0.113.${++seq % 250}`);
  const answer = await (await c.send(login, 'LoginUsuario', { form: { email, pass: password } })).json();
  return { c, answer };
}

async function audits(objectType: string, objectId: number | string) {
  return db().auditEntry.findMany({ where: { objectType, objectId: String(objectId) }, orderBy: { id: 'asc' } });
}

describe('hotels, users and contacts in the back office', () => {
  it('redacción gets 403 on every call and nothing changes', async () => {
    const hotelId = await newHotel();
    const target = await db().user.findUniqueOrThrow({ where: { email: 'facturas@hotelmediterraneo.es' } });
    const someContact = await db().hotelContact.findFirstOrThrow({ where: { userId: target.id } });
    const before = JSON.stringify(
      await Promise.all([
        db().hotel.findMany(),
        db().user.findMany({ orderBy: { id: 'asc' } }),
        db().hotelContact.findMany(),
        db().auditEntry.count(),
        db().outboxMail.count(),
      ]),
    );
    const c = browsers.editor;
    const refused = [
      await call(c, createHotel, 'hoteles', { form: { ...HOTEL_FORM, nif: validCif(900) } }),
      await call(c, hotel, `hoteles/${hotelId}`, { form: { ...HOTEL_FORM, nombrehotel: 'Cambiado' } }),
      await call(c, hotel, `hoteles/${hotelId}`, { form: { accion: 'exigir-2fa', valor: '1' } }),
      await call(c, hotelContacts, `hoteles/${hotelId}/contactos`, {
        form: { email: 'nadie@ejemplo.es', tipo: '1', nombre: 'Nadie' },
      }),
      await call(c, contact, `contactos/${someContact.id}`, { form: { accion: 'quitar' } }),
      await call(c, invite, 'usuarios', { form: { email: 'nadie@ejemplo.es' } }),
      ...(await Promise.all(
        ['desactivar', 'activar', 'desbloquear', 'enlace', 'cerrar-sesiones', 'restablecer-2fa', 'enlazar'].map(
          (accion) =>
            call(c, user, `usuarios/${target.id}`, {
              form: { accion, motivo: 'porque sí', hotel: String(hotelId), tipo: '2', nombre: 'X' },
            }),
        ),
      )),
    ];
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 403));
    expect(
      JSON.stringify(
        await Promise.all([
          db().hotel.findMany(),
          db().user.findMany({ orderBy: { id: 'asc' } }),
          db().hotelContact.findMany(),
          db().auditEntry.count(),
          db().outboxMail.count(),
        ]),
      ),
    ).toBe(before);
  });

  it('creates a hotel (the NIF/CIF checked by its control character), edits every field and the two-factor rule, all audited', async () => {
    const bad = await json(
      await call(browsers.support, createHotel, 'hoteles', { form: { ...HOTEL_FORM, nif: 'B35111222' } }),
    );
    expect(bad).toMatchObject({
      status: 400,
      ok: false,
      message: 'El NIF/CIF B35111222 no es válido: el carácter de control no corresponde.',
    });
    const missing = await json(
      await call(browsers.support, createHotel, 'hoteles', {
        form: { nif: validCif(901), codpostal: '9999', emailhotel: 'no' },
      }),
    );
    expect(missing.message.split('\n')).toEqual([
      'Nombre: Escribe el nombre del hotel.',
      'Nombre fiscal: Escribe el nombre fiscal.',
      'Correo electrónico: Escribe un correo electrónico válido.',
      'Código postal: Un código postal español tiene 5 cifras (01000–52999).',
    ]);
    const id = await newHotel({ nif: 'b-35111228' });
    expect(await db().hotel.findUniqueOrThrow({ where: { id } })).toMatchObject({
      taxId: 'B35111228',
      country: 'España',
      requireBillingTwoFactor: false,
    });
    const dup = await json(
      await call(browsers.admin, createHotel, 'hoteles', { form: { ...HOTEL_FORM, nif: 'B35111228' } }),
    );
    expect(dup).toMatchObject({ status: 400, message: 'Ya existe un hotel con el NIF/CIF B35111228.' });

    const edit = {
      ...HOTEL_FORM,
      nombrehotel: 'Hotel Faro Mar',
      web: 'www.hotelfaro.es',
      direccion: 'Calle Mayor 1',
      pais: 'España',
      emailhotel: 'info@hotelfaro.es',
      telefono: '+34 928 000 000',
      telefono2: '',
      nif: 'B35111228',
    };
    expect(await json(await call(browsers.admin, hotel, `hoteles/${id}`, { form: edit }))).toMatchObject({
      ok: true,
      message: 'Datos guardados.',
    });
    expect(await db().hotel.findUniqueOrThrow({ where: { id } })).toMatchObject({
      name: 'Hotel Faro Mar',
      web: 'www.hotelfaro.es',
      address: 'Calle Mayor 1',
      email: 'info@hotelfaro.es',
      phone: '+34 928 000 000',
    });
    expect(
      (await json(await call(browsers.admin, hotel, `hoteles/${id}`, { form: { ...edit, nif: 'A58818502' } }))).status,
    ).toBe(400);
    expect(
      await json(await call(browsers.support, hotel, `hoteles/${id}`, { form: { accion: 'exigir-2fa', valor: '1' } })),
    ).toMatchObject({ ok: true });
    expect((await db().hotel.findUniqueOrThrow({ where: { id } })).requireBillingTwoFactor).toBe(true);
    expect((await call(browsers.support, hotel, 'hoteles/999999', { form: edit })).status).toBe(404);

    const trail = await audits('hotel', id);
    expect(trail.map((a) => [a.action, a.actorEmail])).toEqual([
      ['hotel.created', 'atencion@millehotel.es'],
      ['hotel.updated', 'admin@millehotel.es'],
      ['hotel.billing-2fa', 'atencion@millehotel.es'],
    ]);
    expect(JSON.parse(trail[1]!.changes)).toMatchObject({
      Nombre: [`Hotel ${seq}`, 'Hotel Faro Mar'],
      Web: ['', 'www.hotelfaro.es'],
      Dirección: ['', 'Calle Mayor 1'],
    });
    expect(JSON.parse(trail[2]!.changes)).toEqual({ 'Exigir verificación en dos pasos a facturación': ['no', 'sí'] });
  });

  it('invites a contact by e-mail: the mailed link sets the first password, and the new customer sees exactly their hotel', async () => {
    const id = await newHotel();
    const email = `rosa-${seq}@hotelfaro.es`;
    const answer = await json(
      await call(browsers.support, hotelContacts, `hoteles/${id}/contactos`, {
        form: { email, tipo: '1', nombre: 'Rosa Díaz', puesto: 'Gerente', telefono: '600000000' },
      }),
    );
    expect(answer).toMatchObject({ ok: true, message: `Invitación enviada a ${email}; ya es contacto del hotel.` });
    const created = await db().user.findUniqueOrThrow({ where: { email }, select: { id: true, passwordHash: true } });
    expect(created.passwordHash).toBe('');
    // Nothing signs in before the link is used.
    expect((await customerSignedIn(email, '')).answer.loginok).toBe(false);
    const token = await invitationToken(email);
    const first = await (
      await new TestClient('203.0.113.9').send(setPassword, 'RestablecerPass', {
        form: { token, newpass: PASSWORD, repeatpass: PASSWORD },
      })
    ).json();
    expect(first.loginok).toBe(true);
    // Once only.
    const again = await (
      await new TestClient('203.0.113.9').send(setPassword, 'RestablecerPass', {
        form: { token, newpass: PASSWORD, repeatpass: PASSWORD },
      })
    ).json();
    expect(again.exceptionmessagetraducible).toBe('inviteLinkUsed');
    const { c, answer: signIn } = await customerSignedIn(email);
    expect(signIn).toMatchObject({ loginok: true });
    const contacts = await (await c.send(contactsOf, 'GetHotelesContactoUsuario', { json: -1 })).json();
    expect(
      contacts.map((x: { id_hotel: number; nombre: string; puesto: string }) => [x.id_hotel, x.nombre, x.puesto]),
    ).toEqual([[id, 'Rosa Díaz', 'Gerente']]);
    expect((await c.send(invoicesOf, 'GetFacturasHotelContacto', { json: id })).status).toBe(200);
    const other = await db().hotel.findFirstOrThrow({ where: { name: 'Hotel Mediterráneo' } });
    expect((await c.send(invoicesOf, 'GetFacturasHotelContacto', { json: other.id })).status).toBe(403);

    expect((await audits('usuario', created.id)).map((a) => a.action)).toEqual(['customer.invited']);
    const link = (
      await db().auditEntry.findMany({ where: { action: 'contact.linked' }, orderBy: { id: 'desc' }, take: 1 })
    )[0]!;
    expect(JSON.parse(link.changes)).toMatchObject({
      Usuario: email,
      Tipo: ['', 'Facturación'],
      Nombre: ['', 'Rosa Díaz'],
    });
    expect(JSON.stringify(await db().auditEntry.findMany())).not.toContain(token);
    // An active account is not invited again.
    expect(await json(await call(browsers.support, invite, 'usuarios', { form: { email } }))).toMatchObject({
      status: 400,
      ok: false,
    });
  });

  it("the invitation's hotel picker: the chosen hotel's id, or a NIF/CIF typed without choosing; a name no hotel has is refused", async () => {
    const nif = validCif(++seq);
    const id = await newHotel({ nif });
    const hotelsOf = async (email: string) =>
      (await db().hotelContact.findMany({ where: { user: { email } }, select: { hotelId: true } })).map(
        (c) => c.hotelId,
      );
    const chosen = `elegida-${seq}@hotelfaro.es`;
    const byId = await json(
      await call(browsers.support, invite, 'usuarios', {
        form: { email: chosen, hotel: String(id), hotelEscrito: `Hotel ${seq} (${nif})`, tipo: '2', nombre: 'Elena' },
      }),
    );
    expect(byId).toMatchObject({ status: 200, ok: true });
    expect(await hotelsOf(chosen)).toEqual([id]);

    const typed = `escrita-${seq}@hotelfaro.es`;
    expect(
      await json(
        await call(browsers.support, invite, 'usuarios', {
          form: { email: typed, hotel: '', hotelEscrito: nif, tipo: '2', nombre: 'Eva' },
        }),
      ),
    ).toMatchObject({ status: 200, ok: true });
    expect(await hotelsOf(typed)).toEqual([id]);

    const lost = `perdida-${seq}@hotelfaro.es`;
    expect(
      await json(
        await call(browsers.support, invite, 'usuarios', {
          form: { email: lost, hotel: '', hotelEscrito: 'Hotel Inventado', tipo: '2', nombre: 'Ana' },
        }),
      ),
    ).toMatchObject({ ok: false, message: 'No existe el hotel Hotel Inventado.' });
    expect(await db().user.findUnique({ where: { email: lost } })).toBeNull();
  });

  it('disables a user (a live session ends at once, sign-in is refused as a wrong password), enables, unlocks, sends a reset link, ends sessions; each audited', async () => {
    const id = await newHotel();
    const email = `pablo-${seq}@hotelfaro.es`;
    const invited = await json(
      await call(browsers.admin, invite, 'usuarios', {
        form: { email, hotel: String(id), tipo: '2', nombre: 'Pablo' },
      }),
    );
    const userId = Number(/\/gestion\/usuarios\/(\d+)$/.exec(invited.then)![1]);
    await new TestClient('203.0.113.10').send(setPassword, 'RestablecerPass', {
      form: { token: await invitationToken(email), newpass: PASSWORD, repeatpass: PASSWORD },
    });
    const { c } = await customerSignedIn(email);
    expect(await (await c.send(hasSession, 'HaySessionUsuario')).json()).toBe(true);

    expect(
      await json(await call(browsers.support, user, `usuarios/${userId}`, { form: { accion: 'desactivar' } })),
    ).toMatchObject({ ok: true });
    expect(await (await c.send(hasSession, 'HaySessionUsuario')).json()).toBe(false);
    expect((await c.send(contactsOf, 'GetHotelesContactoUsuario', { json: -1 })).status).toBe(401);
    expect((await customerSignedIn(email)).answer).toMatchObject({
      loginok: false,
      exceptionmessagetraducible: 'invalidCredentials',
      exceptionmessage: 'Email y/o contraseña incorrectos',
    });
    // A disabled account gets no reset link either.
    expect((await call(browsers.support, user, `usuarios/${userId}`, { form: { accion: 'enlace' } })).status).toBe(400);

    expect(
      await json(await call(browsers.support, user, `usuarios/${userId}`, { form: { accion: 'activar' } })),
    ).toMatchObject({ ok: true });
    for (let i = 0; i < 10; i++) await customerSignedIn(email, `mal-${i}-xxxxxxxx`);
    expect((await customerSignedIn(email)).answer.exceptionmessagetraducible).toBe('accountLocked');
    expect(
      await json(await call(browsers.support, user, `usuarios/${userId}`, { form: { accion: 'desbloquear' } })),
    ).toMatchObject({ ok: true });
    const two = [await customerSignedIn(email), await customerSignedIn(email)];
    expect(two.map((s) => s.answer.loginok)).toEqual([true, true]);
    const sessions = await db().session.findMany({ where: { userId } });
    expect(
      await json(
        await call(browsers.support, user, `usuarios/${userId}`, {
          form: { accion: 'cerrar-sesiones', sesion: sessions[0]!.id },
        }),
      ),
    ).toMatchObject({ message: 'Sesión cerrada.' });
    expect(await db().session.count({ where: { userId } })).toBe(1);
    expect(
      await json(await call(browsers.support, user, `usuarios/${userId}`, { form: { accion: 'cerrar-sesiones' } })),
    ).toMatchObject({ message: 'Sesiones cerradas: 1.' });
    expect(await db().session.count({ where: { userId } })).toBe(0);

    expect(
      await json(await call(browsers.support, user, `usuarios/${userId}`, { form: { accion: 'enlace' } })),
    ).toMatchObject({ message: `Enlace para restablecer la contraseña enviado a ${email}.` });
    const reset = await db().outboxMail.findFirstOrThrow({
      where: { to: email, subject: 'Restablece tu contraseña del área de clientes' },
    });
    expect(reset.secret).toBe(true);

    expect((await audits('usuario', userId)).map((a) => [a.action, a.actorEmail])).toEqual([
      ['customer.invited', 'admin@millehotel.es'],
      ['customer.disabled', 'atencion@millehotel.es'],
      ['customer.enabled', 'atencion@millehotel.es'],
      ['customer.unlocked', 'atencion@millehotel.es'],
      ['customer.sessions-ended', 'atencion@millehotel.es'],
      ['customer.sessions-ended', 'atencion@millehotel.es'],
      ['customer.reset-link', 'atencion@millehotel.es'],
    ]);
    expect((await call(browsers.support, user, 'usuarios/999999', { form: { accion: 'desactivar' } })).status).toBe(
      404,
    );
  });

  it('edits, moves and removes a contact, audited', async () => {
    const from = await newHotel();
    const to = await newHotel();
    // Each hotel has a billing contact besides Lucía: she may leave either (contacts-billing.test.ts).
    const ana = await db().user.findUniqueOrThrow({ where: { email: 'facturas@hotelmediterraneo.es' } });
    await db().hotelContact.createMany({
      data: [from, to].map((hotelId) => ({ userId: ana.id, hotelId, contactType: 1, name: 'Ana' })),
    });
    const email = `lucia-${seq}@hotelfaro.es`;
    await call(browsers.support, hotelContacts, `hoteles/${from}/contactos`, {
      form: { email, tipo: '2', nombre: 'Lucía' },
    });
    const c = await db().hotelContact.findFirstOrThrow({ where: { hotelId: from, user: { email } } });
    expect(
      (await call(browsers.support, contact, `contactos/${c.id}`, { form: { tipo: '3', nombre: 'Lucía' } })).status,
    ).toBe(400);
    expect(
      await json(
        await call(browsers.support, contact, `contactos/${c.id}`, {
          form: { tipo: '1', nombre: 'Lucía Pérez', otrosEmails: 'a@b.es, c@d.es', notas: 'Llamar por la tarde' },
        }),
      ),
    ).toMatchObject({ ok: true });
    expect(await db().hotelContact.findUniqueOrThrow({ where: { id: c.id } })).toMatchObject({
      contactType: 1,
      name: 'Lucía Pérez',
      otherEmails: 'a@b.es, c@d.es',
      notes: 'Llamar por la tarde',
    });
    const toTax = (await db().hotel.findUniqueOrThrow({ where: { id: to } })).taxId;
    expect(
      await json(
        await call(browsers.support, contact, `contactos/${c.id}`, { form: { accion: 'mover', hotel: toTax } }),
      ),
    ).toMatchObject({ ok: true });
    expect((await db().hotelContact.findUniqueOrThrow({ where: { id: c.id } })).hotelId).toBe(to);
    expect(
      await json(await call(browsers.support, contact, `contactos/${c.id}`, { form: { accion: 'quitar' } })),
    ).toMatchObject({ ok: true });
    expect(await db().hotelContact.count({ where: { id: c.id } })).toBe(0);
    const trail = await audits('contacto', c.id);
    expect(trail.map((a) => a.action)).toEqual([
      'contact.linked',
      'contact.updated',
      'contact.moved',
      'contact.removed',
    ]);
    // The notes' words stay out of the trail: only that they changed.
    expect(JSON.stringify(trail)).not.toContain('Llamar por la tarde');
  });

  it('a hotel that requires two-factor sign-in: its billing contact without it is told to enrol and gets no invoices until enrolled; a reset needs a reason', async () => {
    const facturas = await db().user.findUniqueOrThrow({ where: { email: 'facturas@hotelmediterraneo.es' } });
    const mediterraneo = await db().hotel.findFirstOrThrow({ where: { name: 'Hotel Mediterráneo' } });
    const seeInvoices = async (c: TestClient) =>
      (await c.send(invoicesOf, 'GetFacturasHotelContacto', { json: mediterraneo.id })).status;
    const { DEMO_PASSWORD } = await import('@/lib/account/demo-seed');
    const before = await customerSignedIn(facturas.email, DEMO_PASSWORD);
    expect(before.answer.inscribirsegundofactor).toBeUndefined();
    expect(await seeInvoices(before.c)).toBe(200);

    await call(browsers.support, hotel, `hoteles/${mediterraneo.id}`, { form: { accion: 'exigir-2fa', valor: '1' } });
    // At once, for the session already open too; and the next sign-in says to enrol.
    expect(await seeInvoices(before.c)).toBe(403);
    const after = await customerSignedIn(facturas.email, DEMO_PASSWORD);
    expect(after.answer).toMatchObject({ loginok: true, inscribirsegundofactor: true });
    expect(await seeInvoices(after.c)).toBe(403);
    // A type 2 contact of the same hotel is not concerned.
    expect(
      (await customerSignedIn('recepcion@hotelmediterraneo.es', DEMO_PASSWORD)).answer.inscribirsegundofactor,
    ).toBeUndefined();

    // Enrolled in this session (a code of the new app confirms it): invoices again, in this session;
    // the one open before, signed in with the password alone, still gets none.
    const started = await (
      await after.c.send(startTotp, '../../cuenta/seguridad/totp', { form: { pass: DEMO_PASSWORD } })
    ).json();
    const app = new TOTP({ secret: Secret.fromBase32(started.secret.replace(/ /g, '')), digits: 6, period: 30 });
    expect(
      (
        await (
          await after.c.send(confirmTotp, '../../cuenta/seguridad/totp/confirmar', { form: { codigo: app.generate() } })
        ).json()
      ).ok,
    ).toBe(true);
    expect(await seeInvoices(after.c)).toBe(200);
    expect(await seeInvoices(before.c)).toBe(403);

    // Staff reset it (a reason is required): invoices stop again, and the user gets a notice.
    expect(
      await json(
        await call(browsers.support, user, `usuarios/${facturas.id}`, {
          form: { accion: 'restablecer-2fa', motivo: '' },
        }),
      ),
    ).toMatchObject({ status: 400 });
    expect(
      await json(
        await call(browsers.support, user, `usuarios/${facturas.id}`, {
          form: { accion: 'restablecer-2fa', motivo: 'Móvil perdido, confirmado por teléfono' },
        }),
      ),
    ).toMatchObject({ ok: true });
    expect(await db().user.findUniqueOrThrow({ where: { id: facturas.id } })).toMatchObject({
      totpSecret: null,
      totpEnabledAt: null,
    });
    expect(await seeInvoices(after.c)).toBe(403);
    expect(
      await db().outboxMail.count({
        where: { to: facturas.email, subject: 'Hemos restablecido tu verificación en dos pasos' },
      }),
    ).toBe(1);
    const entry = (await audits('usuario', facturas.id)).at(-1)!;
    expect(entry.action).toBe('customer.2fa-reset');
    expect(JSON.parse(entry.changes)).toMatchObject({
      Motivo: 'Móvil perdido, confirmado por teléfono',
      'Aplicación de autenticación': ['sí', 'no'],
    });

    await call(browsers.support, hotel, `hoteles/${mediterraneo.id}`, { form: { accion: 'exigir-2fa', valor: '0' } });
    expect(await seeInvoices(after.c)).toBe(200);
  });
});
