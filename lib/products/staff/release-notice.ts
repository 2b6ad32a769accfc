// What staff are told about a version's release mail: once published (how many contacts of how many
// hotels were mailed, or why nobody was), and on the version's page afterwards (when, and to how
// many, as the publication recorded it). Pure.
import { madridMoment, spanishCount } from '@/lib/format/intl';

const plural = (n: number, one: string, many: string) => `${spanishCount(n)} ${n === 1 ? one : many}`;
const contacts = (n: number) => plural(n, 'contacto', 'contactos');
const hotels = (n: number) => plural(n, 'hotel', 'hoteles');

/** A first publication's mail: hotels with the module, their contacts (each once), the mails queued. */
export interface ReleaseNotice {
  hotels: number;
  contacts: number;
  mailed: number;
}

/** The publish button's answer: null when the version had been published before (no new mail). */
export function publishedMessage(notice: ReleaseNotice | null): string {
  if (!notice)
    return 'Versión publicada de nuevo. El aviso por correo ya se envió al publicarla por primera vez: no se repite.';
  const none = 'no se ha enviado ningún aviso';
  if (notice.hotels === 0) return `Versión publicada. Nadie tiene el módulo instalado: ${none}.`;
  if (notice.contacts === 0)
    return `Versión publicada. ${notice.hotels === 1 ? 'El hotel' : `Los ${hotels(notice.hotels)}`} con el módulo no ${notice.hotels === 1 ? 'tiene' : 'tienen'} contactos activos: ${none}.`;
  const off = notice.contacts - notice.mailed;
  if (notice.mailed === 0)
    return `Versión publicada. ${notice.contacts === 1 ? 'El único contacto' : `Ninguno de los ${contacts(notice.contacts)}`} de ${hotels(notice.hotels)} con el módulo quiere avisos de versiones: ${none}.`;
  const optedOut =
    off > 0
      ? ` ${off === 1 ? 'Otro contacto no quiere' : `Otros ${spanishCount(off)} contactos no quieren`} avisos de versiones.`
      : '';
  return `Versión publicada. Aviso enviado a ${contacts(notice.mailed)} de ${hotels(notice.hotels)}.${optedOut}`;
}

/** How the version's page reads a publication's mail: when, and the counts it recorded (null: not recorded). */
export interface SentNotice {
  at: Date;
  mailed: number | null;
  hotels: number | null;
}

/** The version page's line about a mail already sent. */
export function sentNoticeLine(sent: SentNotice): string {
  const when = madridMoment(sent.at, 'long');
  if (sent.mailed === null)
    return `El aviso por correo de esta versión ya se envió ${when}, al publicarla por primera vez.`;
  if (sent.mailed === 0)
    return `La versión se publicó por primera vez ${when} sin aviso por correo: no había a quién enviarlo.`;
  const of = sent.hotels === null ? '' : ` de ${hotels(sent.hotels)}`;
  return `El aviso por correo de esta versión ya se envió ${when} a ${contacts(sent.mailed)}${of}, al publicarla por primera vez.`;
}
