// A small committed list of passwords attackers try first (top entries of public breach lists,
// plus Spanish and product-specific ones). Compared lower-case. Only those of 10+ characters can
// pass the length rule anyway, so the list favours long, common ones.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '1234567890', '12345678910', '0123456789', '9876543210', '1111111111', '0000000000', '1234512345',
  '123456789a', 'a123456789', '1q2w3e4r5t', '1qaz2wsx3edc', 'qwertyuiop', 'qwerty1234', 'qwerty12345',
  'qwerty123456', 'asdfghjkl1', 'zxcvbnm123', 'password12', 'password123', 'password1234', 'passw0rd123',
  'iloveyou12', 'letmein123', 'welcome123', 'welcome1234', 'administrator', 'admin12345', 'admin123456',
  'changeme123', 'football123', 'baseball123', 'superman123', 'trustno1234', 'princess123', 'sunshine123',
  'starwars123', 'dragon1234', 'monkey12345', 'master12345', 'abcdefghij', 'abcd123456', 'abc1234567',
  'contraseña1', 'contraseña123', 'contrasena123', 'contrasenya', 'micontraseña', 'tequiero123', 'barcelona1',
  'barcelona123', 'realmadrid', 'realmadrid1', 'realmadrid123', 'valencia123', 'sevilla123', 'madrid1234',
  'españa2024', 'espana2024', 'españa2025', 'espana2025', 'españa2026', 'espana2026', 'hotel12345',
  'hotel123456', 'recepcion1', 'recepcion123', 'bienvenido1', 'bienvenido123', 'verano2025', 'verano2026',
  'invierno2025', 'invierno2026', 'primavera2026', 'otoño20252', 'password2024', 'password2025', 'password2026',
  'contraseña2025', 'contraseña2026', 'temporal2026', 'temporal-2026', 'mille12345', 'millehotel',
  'millehotel1', 'millehotel123', 'mille-2026', 'demo-2026-mille', 'q1w2e3r4t5', 'zaq12wsxcde',
  'passwordpassword', '11223344556', '1122334455', '123123123123', '123qweasdzxc', 'qazwsxedcrfv',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
