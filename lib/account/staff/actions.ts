// The back office's forms on hotels, users and contacts (/api/gestion/hoteles, …/usuarios,
// …/contactos): each form's fields → one service call → the answer the page shows. A refusal of
// the service (CustomerError) answers 400 with its sentence; an unknown object 404.
import 'server-only';
import { db } from '@/lib/db';
import { answerResponse, refusals } from '@/lib/http/errors';
import { normalizeEmail } from '@/lib/auth/sign-in';
import type { Operator } from './audit';
import { linkContact, moveContact, removeContact, updateContact, type ContactForm } from './contacts';
import type { FormAnswer } from '@/lib/http/answer';
import { CustomerError } from './errors';
import { createHotel, HOTEL_FIELDS, setBillingTwoFactor, updateHotel, type HotelFormField } from './hotels';
import {
  endCustomerSessions,
  inviteCustomer,
  resetSecondFactor,
  sendResetLink,
  setCustomerDisabled,
  unlockCustomer,
} from './users';

type Form = Record<string, string | undefined>;

/**
 * The hotel picker's box (components/staff/hotel-picker.tsx): the chosen hotel's id comes as
 * `hotel`; what was typed without choosing (a NIF/CIF, or a name that is no hotel's) as this, and
 * is looked up like an id or NIF/CIF, so a hotel typed but not chosen is never silently dropped.
 */
export const HOTEL_TYPED_FIELD = 'hotelEscrito';

const hotelRef = (form: Form) => (form.hotel?.trim() || form[HOTEL_TYPED_FIELD]?.trim()) ?? '';

export async function answer(work: () => Promise<FormAnswer | null>): Promise<Response> {
  try {
    const result = await work();
    if (!result) throw refusals.notFound();
    return answerResponse(result);
  } catch (error) {
    if (error instanceof CustomerError) return answerResponse({ ok: false, message: error.message });
    throw error;
  }
}

function hotelForm(form: Form): Partial<Record<HotelFormField, string>> {
  return Object.fromEntries(Object.keys(HOTEL_FIELDS).map((f) => [f, form[f] ?? ''])) as Partial<
    Record<HotelFormField, string>
  >;
}

function contactForm(form: Form): Partial<Record<keyof ContactForm, string>> {
  return {
    tipo: form.tipo,
    nombre: form.nombre,
    puesto: form.puesto,
    telefono: form.telefono,
    telefono2: form.telefono2,
    otrosEmails: form.otrosEmails,
    notas: form.notas,
  };
}

export async function createHotelAction(who: Operator, form: Form): Promise<FormAnswer> {
  const hotel = await createHotel(who, hotelForm(form));
  return { ok: true, message: `Hotel ${hotel.name} creado.`, then: `/gestion/hoteles/${hotel.id}` };
}

export async function hotelAction(who: Operator, id: number, form: Form): Promise<FormAnswer | null> {
  if (form.accion === 'exigir-2fa') {
    const required = form.valor === '1';
    const changed = await setBillingTwoFactor(who, id, required);
    if (changed === null) return null;
    return {
      ok: true,
      message: required
        ? 'Sus contactos de facturación deberán activar la verificación en dos pasos para ver facturas.'
        : 'Ya no se exige la verificación en dos pasos a sus contactos de facturación.',
    };
  }
  const saved = await updateHotel(who, id, hotelForm(form));
  if (!saved) return null;
  return { ok: true, message: saved.changed ? 'Datos guardados.' : 'No había nada que cambiar.' };
}

/** A contact for the hotel: an existing user is linked; an e-mail without an account is invited and linked. */
export async function addHotelContact(who: Operator, hotelId: number, form: Form): Promise<FormAnswer | null> {
  if (!(await db().hotel.findUnique({ where: { id: hotelId }, select: { id: true } }))) return null;
  const email = normalizeEmail(form.email ?? '');
  const user = await db().user.findUnique({ where: { email }, select: { id: true } });
  if (user) {
    await linkContact(who, user.id, String(hotelId), contactForm(form));
    return { ok: true, message: `${email} es ahora contacto del hotel.` };
  }
  const invited = await inviteCustomer(who, form.email ?? '', { hotel: String(hotelId), form: contactForm(form) });
  return { ok: true, message: `Invitación enviada a ${invited.email}; ya es contacto del hotel.` };
}

export async function contactAction(who: Operator, id: number, form: Form): Promise<FormAnswer | null> {
  switch (form.accion) {
    case 'mover': {
      const moved = await moveContact(who, id, hotelRef(form));
      return moved && { ok: true, message: `Contacto movido a ${moved.hotel}.` };
    }
    case 'quitar': {
      const removed = await removeContact(who, id);
      return removed && { ok: true, message: `${removed.email} ya no es contacto de ${removed.hotel}.` };
    }
    default:
      return (await updateContact(who, id, contactForm(form))) ? { ok: true, message: 'Contacto guardado.' } : null;
  }
}

export async function inviteAction(who: Operator, form: Form): Promise<FormAnswer> {
  const hotel = hotelRef(form);
  const invited = await inviteCustomer(who, form.email ?? '', hotel ? { hotel, form: contactForm(form) } : undefined);
  return {
    ok: true,
    message: `${invited.reinvited ? 'Invitación repetida' : 'Invitación enviada'} a ${invited.email}.`,
    then: `/gestion/usuarios/${invited.id}`,
  };
}

export async function userAction(who: Operator, id: number, form: Form): Promise<FormAnswer | null> {
  switch (form.accion) {
    case 'desactivar':
    case 'activar': {
      const done = await setCustomerDisabled(who, id, form.accion === 'desactivar');
      if (!done) return null;
      return {
        ok: true,
        message:
          form.accion === 'desactivar'
            ? `${done.email} ya no puede entrar; sus sesiones se han cerrado.`
            : `${done.email} puede volver a entrar.`,
      };
    }
    case 'desbloquear': {
      const email = await unlockCustomer(who, id);
      return email === null ? null : { ok: true, message: `${email} puede volver a intentarlo.` };
    }
    case 'enlace': {
      const sent = await sendResetLink(who, id);
      return (
        sent && {
          ok: true,
          message:
            sent.kind === 'reset'
              ? `Enlace para restablecer la contraseña enviado a ${sent.email}.`
              : `Invitación enviada de nuevo a ${sent.email}.`,
        }
      );
    }
    case 'cerrar-sesiones': {
      const ended = await endCustomerSessions(who, id, form.sesion || undefined);
      if (ended === null) return null;
      if (form.sesion) return { ok: true, message: ended ? 'Sesión cerrada.' : 'Esa sesión ya había terminado.' };
      return { ok: true, message: `Sesiones cerradas: ${ended}.` };
    }
    case 'restablecer-2fa': {
      const reset = await resetSecondFactor(who, id, form.motivo ?? '');
      return (
        reset && {
          ok: true,
          message: `Verificación en dos pasos de ${reset.email} restablecida; se le ha avisado por correo.`,
        }
      );
    }
    case 'enlazar': {
      if (!(await db().user.findUnique({ where: { id }, select: { id: true } }))) return null;
      await linkContact(who, id, hotelRef(form), contactForm(form));
      return { ok: true, message: 'Contacto añadido.' };
    }
  }
  return { ok: false, message: 'Nada que hacer.' };
}
