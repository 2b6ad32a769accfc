// GetHotelesContactoUsuario: the signed-in user's own hotel contacts, in the contract's shape.
import 'server-only';
import { sessionEmail, type Session } from '@/lib/auth/session';
import { db } from '@/lib/db';
import type { HotelContactDto } from './types';

/** The user's contacts, first one first (the page selects it by default). Ownership comes from the session alone. */
export async function listHotelContacts(session: Session): Promise<HotelContactDto[]> {
  const [rows, email] = await Promise.all([
    db().hotelContact.findMany({ where: { userId: session.userId }, include: { hotel: true }, orderBy: { id: 'asc' } }),
    sessionEmail(session),
  ]);
  return rows.map((c) => ({
    id: c.id,
    id_hotel: c.hotelId,
    id_tipocontactos: c.contactType,
    nombre: c.name,
    usuario: email,
    telefono: c.phone,
    telefono2: c.phone2,
    email: c.otherEmails,
    puesto: c.position,
    obs: c.notes,
    datoshotel: {
      nombrehotel: c.hotel.name,
      nombrehotelFiscal: c.hotel.legalName,
      web: c.hotel.web,
      direccion: c.hotel.address,
      codpostal: c.hotel.postalCode,
      localidad: c.hotel.city,
      provincia: c.hotel.province,
      pais: c.hotel.country,
      emailhotel: c.hotel.email,
      telefono: c.hotel.phone,
      telefono2: c.hotel.phone2,
    },
  }));
}
