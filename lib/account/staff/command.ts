// Staff operations on customer accounts (npm run staff -- accounts ...): thin callers of the
// back office's services (lib/account/staff/*, audited as done by the staff command) and the invoice
// import. The command-line parsing lives in scripts/staff/accounts.ts.
import 'server-only';
import { normalizeEmail } from '@/lib/auth/sign-in';
import { db } from '@/lib/db';
import { COMMAND_LINE } from './audit';
import { linkContact, updateContact } from './contacts';
import { CustomerError } from './errors';
import { createHotel as createHotelService, HOTEL_FIELDS, hotelByRef, type HotelFormField } from './hotels';
import { inviteCustomer, sendResetLink, setCustomerDisabled, unlockCustomer } from './users';

export { CustomerError };

async function userByEmail(email: string) {
  const user = await db().user.findUnique({
    where: { email: normalizeEmail(email) },
    select: { id: true, email: true },
  });
  if (!user) throw new CustomerError(`No existe el usuario ${email}`);
  return user;
}

/** A new user by invitation: an e-mailed single-use link (7 days) to choose the first password. */
export async function createUser(emailRaw: string): Promise<{ email: string; reinvited: boolean }> {
  const { email, reinvited } = await inviteCustomer(COMMAND_LINE, emailRaw);
  return { email, reinvited };
}

/** Mails the user a reset link (or, to a user who never chose a password, a new invitation). */
export async function resetPassword(email: string): Promise<{ email: string; kind: 'reset' | 'invite' }> {
  return (await sendResetLink(COMMAND_LINE, (await userByEmail(email)).id))!;
}

export async function unlockUser(email: string): Promise<void> {
  await unlockCustomer(COMMAND_LINE, (await userByEmail(email)).id);
}

export async function setUserDisabled(email: string, disabled: boolean): Promise<boolean> {
  return (await setCustomerDisabled(COMMAND_LINE, (await userByEmail(email)).id, disabled))!.changed;
}

/** The staff command's flags (camelCase) → the hotel form's fields. */
export async function createHotel(input: {
  name: string;
  legalName: string;
  taxId: string;
  address?: string;
  postalCode?: string;
  city?: string;
  province?: string;
  country?: string;
  web?: string;
  email?: string;
  phone?: string;
  phone2?: string;
  sepaMandate?: string;
}): Promise<number> {
  const form: Partial<Record<HotelFormField, string>> = {};
  for (const [field, column] of Object.entries(HOTEL_FIELDS)) form[field as HotelFormField] = input[column] ?? '';
  return (await createHotelService(COMMAND_LINE, form)).id;
}

/** Links the user to the hotel (id or tax id) as a contact, or updates the link they have. */
export async function addContact(
  email: string,
  input: {
    hotel: string;
    type: string;
    name: string;
    phone?: string;
    phone2?: string;
    otherEmails?: string;
    position?: string;
    notes?: string;
  },
): Promise<number> {
  const user = await userByEmail(email);
  const hotel = await hotelByRef(input.hotel);
  const form = {
    tipo: input.type,
    nombre: input.name,
    telefono: input.phone,
    telefono2: input.phone2,
    otrosEmails: input.otherEmails,
    puesto: input.position,
    notas: input.notes,
  };
  const existing = await db().hotelContact.findUnique({
    where: { userId_hotelId: { userId: user.id, hotelId: hotel.id } },
    select: { id: true },
  });
  if (existing) {
    await updateContact(COMMAND_LINE, existing.id, form);
    return existing.id;
  }
  return linkContact(COMMAND_LINE, user.id, String(hotel.id), form);
}
