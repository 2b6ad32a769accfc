// The password rules, pure so the change-password dialog and the service share them.
// Each failure carries a message key (exceptionmessagetraducible) and the Spanish sentence.
import { z } from '@/lib/zod-jitless';
import { isCommonPassword } from './common-passwords';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

export const PASSWORD_MESSAGES = {
  passwordChangeInvalid: 'Los datos para el cambio de contraseña no son correctos',
  passwordRequired: 'Rellena la contraseña actual, la nueva y su repetición',
  newPasswordRequired: 'Rellena la nueva contraseña y su repetición',
  passwordLength: `La nueva contraseña debe tener entre ${PASSWORD_MIN} y ${PASSWORD_MAX} caracteres`,
  passwordMismatch: 'La repetición no coincide con la nueva contraseña',
  passwordSameAsOld: 'La nueva contraseña debe ser distinta de la actual',
  passwordCommon: 'Esa contraseña es demasiado común; elige otra más difícil de adivinar',
} as const;

export type PasswordMessageKey = keyof typeof PASSWORD_MESSAGES;

/** The change-password form of the contract (CambioPassUser). */
export const passwordChangeSchema = z.object({
  id: z.string().trim().default(''),
  email: z.string().trim().max(254).default(''),
  oldpass: z.string().default(''),
  newpass: z.string().default(''),
  repeatpass: z.string().default(''),
});
export type PasswordChangeForm = z.infer<typeof passwordChangeSchema>;

/** The first rule the new password breaks, or null. `new ≠ old` compares with the given old password. */
export function passwordProblem(
  form: Pick<PasswordChangeForm, 'oldpass' | 'newpass' | 'repeatpass'>,
): PasswordMessageKey | null {
  if (!form.oldpass || !form.newpass || !form.repeatpass) return 'passwordRequired';
  const problem = newPasswordProblem(form);
  if (problem === 'passwordMismatch' || problem === 'passwordLength') return problem;
  if (form.newpass === form.oldpass) return 'passwordSameAsOld';
  return problem;
}

/** The rules for a new password alone (a reset by e-mail has no old one to give). */
export function newPasswordProblem(
  form: Pick<PasswordChangeForm, 'newpass' | 'repeatpass'>,
): PasswordMessageKey | null {
  if (!form.newpass || !form.repeatpass) return 'newPasswordRequired';
  if (form.newpass !== form.repeatpass) return 'passwordMismatch';
  const length = [...form.newpass].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'passwordLength';
  if (isCommonPassword(form.newpass)) return 'passwordCommon';
  return null;
}
