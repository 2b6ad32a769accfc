// The browser behind a request, in words (Bowser parses the User-Agent): the sessions' lists and
// the notice mails name it so. Pure; never the address.
import Bowser from 'bowser';

export interface BrowserName {
  browser: string;
  system: string;
}

/** "Chrome 131", "Windows 10"; "Navegador desconocido" when the User-Agent says nothing useful. */
export function describeBrowser(userAgent: string): BrowserName {
  if (!userAgent) return { browser: 'Navegador desconocido', system: 'Sistema desconocido' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? `${parsed.browser.name}${major ? ` ${major}` : ''}` : 'Navegador desconocido';
  const os = parsed.os.name
    ? `${parsed.os.name}${parsed.os.versionName ? ` ${parsed.os.versionName}` : ''}`
    : 'Sistema desconocido';
  return { browser, system: os };
}
