// Staff operations on customer accounts (npm run staff -- accounts ...). Server-only services; the
// command-line parsing lives in scripts/staff/accounts.ts.
import 'server-only';
import { z } from 'zod';
import { voidLinkTokens } from '@/lib/auth/link-tokens';
import { unlockAccount } from '@/lib/auth/lockout';
import { hashPassword, temporaryPassword } from '@/lib/auth/password';
import { revokeUserSessions } from '@/lib/auth/session';
import { normalizeEmail } from '@/lib/auth/sign-in';
import { db } from '@/lib/db';

export class StaffError extends Error {}

const emailSchema = z.email();

async function userByEmail(email: string) {
  const user = await db().user.findUnique({ where: { email: normalizeEmail(email) }, select: { id: true, email: true } });
  if (!user) throw new StaffError(`No existe el usuario ${email}`);
  return user;
}

/** A new user with a temporary password (returned once, never stored in clear) to change at first sign-in. */
export async function createUser(emailRaw: string): Promise<{ email: string; password: string }> {
  const email = normalizeEmail(emailRaw);
  if (!emailSchema.safeParse(email).success) throw new StaffError(`Correo no válido: ${emailRaw}`);
  if (await db().user.findUnique({ where: { email }, select: { id: true } })) throw new StaffError(`Ya existe el usuario ${email}`);
  const password = temporaryPassword();
  await db().user.create({ data: { email, passwordHash: await hashPassword(password), mustChangePassword: true } });
  return { email, password };
}

export async function resetPassword(email: string): Promise<{ email: string; password: string }> {
  const user = await userByEmail(email);
  const password = temporaryPassword();
  await db().user.update({
    where: { id: user.id },
    data: { passwordHash: await hashPassword(password), mustChangePassword: true },
  });
  await Promise.all([revokeUserSessions(user.id), unlockAccount(user.email), voidLinkTokens(user.id, 'reset')]);
  return { email: user.email, password };
}

export async function unlockUser(email: string): Promise<void> {
  const user = await userByEmail(email);
  await unlockAccount(user.email);
}

export const hotelInputSchema = z.object({
  name: z.string().trim().min(1),
  legalName: z.string().trim().min(1),
  taxId: z.string().trim().regex(/^[A-Z0-9]{8,10}$/i, 'NIF/CIF no válido'),
  address: z.string().trim().default(''),
  postalCode: z.string().trim().default(''),
  city: z.string().trim().default(''),
  province: z.string().trim().default(''),
  country: z.string().trim().default('España'),
  web: z.string().trim().default(''),
  email: z.string().trim().default(''),
  phone: z.string().trim().default(''),
});

export async function createHotel(input: z.input<typeof hotelInputSchema>): Promise<number> {
  const data = hotelInputSchema.parse(input);
  data.taxId = data.taxId.toUpperCase();
  if (await db().hotel.findFirst({ where: { taxId: data.taxId }, select: { id: true } })) throw new StaffError(`Ya existe un hotel con NIF ${data.taxId}`);
  return (await db().hotel.create({ data, select: { id: true } })).id;
}

/** A hotel by numeric id or by tax id. */
async function hotelByRef(ref: string): Promise<{ id: number }> {
  const hotel = /^\d+$/.test(ref)
    ? await db().hotel.findUnique({ where: { id: Number(ref) }, select: { id: true } })
    : await db().hotel.findFirst({ where: { taxId: ref.trim().toUpperCase() }, select: { id: true } });
  if (!hotel) throw new StaffError(`No existe el hotel ${ref}`);
  return hotel;
}

export const contactInputSchema = z.object({
  hotel: z.string().min(1),
  type: z.coerce.number().int().min(1).max(9),
  name: z.string().trim().min(1),
  phone: z.string().trim().default(''),
  phone2: z.string().trim().default(''),
  otherEmails: z.string().trim().default(''),
  position: z.string().trim().default(''),
  notes: z.string().trim().default(''),
});

export async function addContact(email: string, input: z.input<typeof contactInputSchema>): Promise<number> {
  const user = await userByEmail(email);
  const { hotel: ref, type, ...rest } = contactInputSchema.parse(input);
  const hotel = await hotelByRef(ref);
  const contact = await db().hotelContact.upsert({
    where: { userId_hotelId: { userId: user.id, hotelId: hotel.id } },
    create: { userId: user.id, hotelId: hotel.id, contactType: type, ...rest },
    update: { contactType: type, ...rest },
    select: { id: true },
  });
  return contact.id;
}
