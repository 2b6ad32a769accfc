// Sentences and keys of the sign-in answers (exceptionmessage / exceptionmessagetraducible).
// The keys are translated by the client under `Login.server.<key>` (messages/es.json).
import { CONTRACT_TEXT } from '@/lib/contract/tokens';

export type LoginMessageKey = 'invalidCredentials' | 'accountLocked' | 'tooManyAttempts' | 'mustChangePassword';

export function loginMessage(key: LoginMessageKey, lockSeconds: number): string {
  switch (key) {
    case 'invalidCredentials':
      return CONTRACT_TEXT.loginFailed;
    case 'accountLocked':
      return `Por seguridad, el acceso a esta cuenta está bloqueado tras demasiados intentos fallidos. Vuelve a intentarlo dentro de ${Math.max(1, Math.ceil(lockSeconds / 60))} minutos o llama a soporte.`;
    case 'tooManyAttempts':
      return 'Demasiados intentos de acceso desde tu conexión. Vuelve a intentarlo más tarde.';
    case 'mustChangePassword':
      return 'Debes cambiar la contraseña temporal antes de entrar';
  }
}
