import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/auth/sign-in';
import { db } from '@/lib/db';
import { addContact, createHotel, createUser, resetPassword, StaffError, unlockUser } from './staff';

async function lockAgain() {
  for (let i = 0; i < 10; i++) await signIn('gerencia@ejemplo.es', `wrong-password-${i}`, `staff-test-${i}`);
  expect((await signIn('gerencia@ejemplo.es', 'x', 'staff-test')).answer.exceptionmessagetraducible).toBe('accountLocked');
}

describe('staff accounts', () => {
  it('creates a user with a temporary password that must be changed', async () => {
    const { email, password } = await createUser('Gerencia@Ejemplo.es');
    expect(email).toBe('gerencia@ejemplo.es');
    expect(password).toMatch(/^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}$/);
    const { answer } = await signIn(email, password, 'staff-test');
    expect(answer).toMatchObject({ loginok: false, regenerarpass: true });
    await expect(createUser(email)).rejects.toBeInstanceOf(StaffError);
  });

  it('adds a contact by tax id, resets and unlocks', async () => {
    await createHotel({ name: 'Hotel Faro', legalName: 'Faro Hoteles, S.L.', taxId: 'b35111222', city: 'Las Palmas' });
    const id = await addContact('gerencia@ejemplo.es', { hotel: 'B35111222', type: '1', name: 'Rosa Díaz' });
    expect((await db().hotelContact.findUniqueOrThrow({ where: { id } })).contactType).toBe(1);
    for (let i = 0; i < 10; i++) await signIn('gerencia@ejemplo.es', `wrong-password-${i}`, `staff-test-${i}`);
    expect((await signIn('gerencia@ejemplo.es', 'anything-else', 'staff-test')).answer.exceptionmessagetraducible).toBe('accountLocked');
    await unlockUser('gerencia@ejemplo.es');
    expect((await signIn('gerencia@ejemplo.es', 'wrong-again', 'staff-test')).answer.exceptionmessagetraducible).toBe('invalidCredentials');
    await lockAgain();
    // A reset lifts the lockout too: the new temporary password gets through.
    const { password } = await resetPassword('gerencia@ejemplo.es');
    expect((await signIn('gerencia@ejemplo.es', password, 'staff-test')).answer.regenerarpass).toBe(true);
  });
});
