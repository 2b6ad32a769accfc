// Whether passkeys can work at an address. WebAuthn names the site by its domain (the relying
// party id); a browser refuses an IP address there ("127.0.0.1 is an invalid domain"), so on a
// server reached by IP no passkey can ever be added or used. The pages then hide the passkey
// buttons and say why, in these words.

/** An IPv4 or IPv6 literal, as URL.hostname gives it ("192.0.2.1", "[::1]"). */
const IP_HOST = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\]|[0-9a-f]*:[0-9a-f:.]*)$/i;

export function passkeysWorkOn(hostname: string): boolean {
  return hostname !== '' && !IP_HOST.test(hostname);
}

export const PASSKEYS_NEED_A_DOMAIN =
  'Las llaves de acceso no funcionan en esta dirección: solo sirven cuando la web se abre con su nombre de dominio, no con una dirección IP. Entra con tu contraseña.';
