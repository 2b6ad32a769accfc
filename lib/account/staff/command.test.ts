import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/account/sign-in';
import { db } from '@/lib/db';
import { openMailLinks } from '@/lib/mail/sealed-links';
import { resetPasswordWithLink } from '@/lib/auth/password-reset';
import { addContact, createHotel, createUser, resetPassword, CustomerError, unlockUser } from './command';

/** The token of the newest mail to `to` with `subject` in the outbox. */
async function linkIn(to: string, subject: string): Promise<string> {
  const mail = await db().outboxMail.findFirstOrThrow({
    where: { to, subject: { startsWith: subject } },
    orderBy: { id: 'desc' },
  });
  expect(mail.secret).toBe(true);
  expect(mail.text).not.toContain('#token=');
  return /#token=([A-Za-z0-9_-]{43})/.exec((await openMailLinks(mail.text))!)![1]!;
}

async function lockAgain() {
  for (let i = 0; i < 10; i++) await signIn('gerencia@ejemplo.es', `wrong-password-${i}`, `staff-test-${i}`);
  expect((await signIn('gerencia@ejemplo.es', 'x', 'staff-test')).answer.exceptionmessagetraducible).toBe(
    'accountLocked',
  );
}

describe('staff accounts', () => {
  it('creates a user by invitation: a mailed single-use link sets the first password; no password is printed', async () => {
    const { email, reinvited } = await createUser('Gerencia@Ejemplo.es');
    expect({ email, reinvited }).toEqual({ email: 'gerencia@ejemplo.es', reinvited: false });
    // Invited, no password yet: nothing signs in.
    expect((await signIn(email, '', 'staff-test')).answer.exceptionmessagetraducible).toBe('invalidCredentials');
    // Asked again before the link was used: a fresh invitation, the first link dies.
    const first = await linkIn(email, 'Tu acceso al área de clientes');
    expect((await createUser(email)).reinvited).toBe(true);
    const second = await linkIn(email, 'Tu acceso al área de clientes');
    expect(second).not.toBe(first);
    expect(
      (
        await resetPasswordWithLink(
          { token: first, newpass: 'Gerencia-Nueva-2026', repeatpass: 'Gerencia-Nueva-2026' },
          'staff-test',
        )
      ).loginok,
    ).toBe(false);
    expect(
      (
        await resetPasswordWithLink(
          { token: second, newpass: 'Gerencia-Nueva-2026', repeatpass: 'Gerencia-Nueva-2026' },
          'staff-test',
        )
      ).loginok,
    ).toBe(true);
    expect(
      (
        await resetPasswordWithLink(
          { token: second, newpass: 'Otra-Clave-2026-x', repeatpass: 'Otra-Clave-2026-x' },
          'staff-test',
        )
      ).exceptionmessagetraducible,
    ).toBe('inviteLinkUsed');
    // A customer account with no hotel has nothing to see: it signs in once it is a hotel's contact (next test).
    expect((await signIn(email, 'Gerencia-Nueva-2026', 'staff-test')).answer.exceptionmessagetraducible).toBe(
      'invalidCredentials',
    );
    await expect(createUser(email)).rejects.toBeInstanceOf(CustomerError);
    const entries = await db().auditEntry.findMany({ where: { objectType: 'usuario' }, orderBy: { id: 'asc' } });
    expect(entries.map((e) => [e.action, e.client])).toEqual([
      ['customer.invited', 'staff-cli'],
      ['customer.reinvited', 'staff-cli'],
    ]);
    expect(JSON.stringify(entries)).not.toContain(second);
  });

  it('adds a contact by tax id, resets by link and unlocks', async () => {
    await createHotel({ name: 'Hotel Faro', legalName: 'Faro Hoteles, S.L.', taxId: 'b35111228', city: 'Las Palmas' });
    await expect(createHotel({ name: 'Hotel Mal', legalName: 'Mal, S.L.', taxId: 'B35111222' })).rejects.toThrow(
      /no es válido/,
    );
    const id = await addContact('gerencia@ejemplo.es', { hotel: 'B35111228', type: '2', name: 'Rosa Díaz' });
    expect((await db().hotelContact.findUniqueOrThrow({ where: { id } })).contactType).toBe(2);
    // Again for the same hotel: the link is updated, not doubled (to type 1: the hotel's only
    // billing contact could not be made type 2, scripts/staff/accounts.test.ts).
    expect(await addContact('gerencia@ejemplo.es', { hotel: 'B35111228', type: '1', name: 'Rosa Díaz' })).toBe(id);
    expect((await db().hotelContact.findUniqueOrThrow({ where: { id } })).contactType).toBe(1);
    for (let i = 0; i < 10; i++) await signIn('gerencia@ejemplo.es', `wrong-password-${i}`, `staff-test-${i}`);
    expect((await signIn('gerencia@ejemplo.es', 'anything-else', 'staff-test')).answer.exceptionmessagetraducible).toBe(
      'accountLocked',
    );
    await unlockUser('gerencia@ejemplo.es');
    expect((await signIn('gerencia@ejemplo.es', 'wrong-again', 'staff-test')).answer.exceptionmessagetraducible).toBe(
      'invalidCredentials',
    );
    await lockAgain();
    // A reset mails a link; the new password it sets lifts the lockout too.
    expect(await resetPassword('gerencia@ejemplo.es')).toEqual({ email: 'gerencia@ejemplo.es', kind: 'reset' });
    const token = await linkIn('gerencia@ejemplo.es', 'Restablece tu contraseña');
    expect(
      (
        await resetPasswordWithLink(
          { token, newpass: 'Faro-Tras-Reset-2026', repeatpass: 'Faro-Tras-Reset-2026' },
          'staff-test',
        )
      ).loginok,
    ).toBe(true);
    expect((await signIn('gerencia@ejemplo.es', 'Faro-Tras-Reset-2026', 'staff-test')).answer.loginok).toBe(true);
  });
});
