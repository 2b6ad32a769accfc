// The back office's passkey ceremonies in the browser. @simplewebauthn/browser is imported only
// when a ceremony starts, so no page carries it until a member uses a passkey.
import { defaultPasskeyName } from '@/components/passkey-name';
import { postStaff, type PostResult } from './post';

/** A Spanish sentence for a ceremony that did not end with an answer. */
export function ceremonyProblem(error: unknown, cancelled: string): string {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return cancelled;
  // Our own sentences are plain Errors; the browser's and the library's are named, and in English.
  return error instanceof Error && error.name === 'Error' && error.message
    ? error.message
    : 'No se ha podido usar la llave de acceso en este navegador.';
}

async function webauthn() {
  const lib = await import('@simplewebauthn/browser');
  if (!lib.browserSupportsWebAuthn()) throw new Error('Este navegador no admite llaves de acceso.');
  return lib;
}

/** Signs in with a passkey (both factors): the server's answer. Throws when the ceremony is cancelled. */
export async function signInWithPasskey(): Promise<PostResult> {
  const { startAuthentication } = await webauthn();
  const options = await postStaff('entrar/llave/opciones', new URLSearchParams());
  const assertion = await startAuthentication({ optionsJSON: options as never });
  return postStaff('entrar/llave', { json: assertion });
}

/**
 * Registers a new passkey: `optionsPath` answers the registration options (under `options` when
 * wrapped), `registerPath` takes { respuesta, nombre }.
 */
export async function registerPasskey(
  optionsPath: string,
  registerPath: string,
  form = new URLSearchParams(),
): Promise<PostResult> {
  const { startRegistration } = await webauthn();
  const answer = await postStaff(optionsPath, form);
  if (!answer.ok) return answer;
  const options = (answer.options ?? answer) as never;
  const respuesta = await startRegistration({ optionsJSON: options });
  return postStaff(registerPath, { json: { respuesta, nombre: defaultPasskeyName() } });
}
