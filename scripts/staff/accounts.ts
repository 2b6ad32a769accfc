// `npm run staff -- accounts <command>`: customer accounts, hotels, contacts and invoices.
import { readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import {
  addContact,
  createHotel,
  createUser,
  resetPassword,
  setUserDisabled,
  StaffError,
  unlockUser,
} from '@/lib/account/staff';
import { csvText, ImportRefused, importInvoiceCsv, INVOICE_CSV_HEADER, INVOICE_CSV_MAX_BYTES } from '@/lib/invoices/csv-import';
import { attachOriginals, ORIGINAL_MAX_BYTES, pdfFilesInFolder, pdfFilesInZip, ZipRefused, type AttachOutcome } from '@/lib/invoices/originals';
import type { StaffArea } from './types';

const help = `accounts create-user EMAIL                        usuario nuevo por invitación: le llega un enlace (7 días, un solo uso) para elegir contraseña
accounts reset-password EMAIL                     le envía un enlace para elegir otra contraseña (30 minutos, un solo uso)
accounts unlock EMAIL                             quita el bloqueo por intentos fallidos
accounts disable-user EMAIL | enable-user EMAIL   desactiva la cuenta (cierra sus sesiones al momento) o la vuelve a activar
accounts create-hotel --name N --legal-name R --tax-id NIF [--address --postal-code --city --province --country --web --email --phone]
accounts add-contact EMAIL --hotel ID|NIF --type 1|2 --name "Nombre" [--phone --phone2 --other-emails --position --notes]
                                                  (tipo 1: contacto de facturación, ve las facturas)
accounts import-invoices FICHERO.csv              cabecera: ${INVOICE_CSV_HEADER}
                                                  (hotel = id o NIF; type 0-3 o venta/servicio/soporte/otros; amount total con IVA)
accounts attach-pdfs CARPETA|FICHERO.zip [--replace]
                                                  PDF originales de facturas, cada uno NÚMERO.pdf (p. ej. 2026-0042.pdf; hasta
                                                  ${ORIGINAL_MAX_BYTES / 2 ** 20} MB): se sirven en lugar de la copia generada`;

const OUTCOME_TEXT: Record<AttachOutcome['status'], string> = {
  attached: 'adjuntado',
  replaced: 'sustituido',
  unchanged: 'ya estaba (mismo fichero)',
  exists: 'no adjuntado',
  'unknown-number': 'no adjuntado',
  rejected: 'rechazado',
};

/** One line per file; exit 1 when any was not stored, so a script notices. */
function printOutcomes(outcomes: AttachOutcome[]): number {
  for (const o of outcomes) console.log(`${o.name}: ${OUTCOME_TEXT[o.status]}${'reason' in o ? ` (${o.reason})` : ''}`);
  const stored = outcomes.filter((o) => o.status === 'attached' || o.status === 'replaced').length;
  const failed = outcomes.filter((o) => 'reason' in o).length;
  console.log(`Adjuntados: ${stored}; sin cambios: ${outcomes.length - stored - failed}; con problemas: ${failed}`);
  if (outcomes.length === 0) console.log('No se ha encontrado ningún fichero NÚMERO.pdf');
  return failed > 0 ? 1 : 0;
}

/** The same service as the back office's import: every row checked, then all or nothing. */
async function importFile(file: string): Promise<number> {
  if (statSync(file).size > INVOICE_CSV_MAX_BYTES) throw new StaffError(`El fichero pasa de ${INVOICE_CSV_MAX_BYTES / 2 ** 20} MB`);
  const bytes = readFileSync(file);
  try {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const { added, unchanged } = await importInvoiceCsv(csvText(bytes), { actor: null, client: 'npm run staff', fileName: file, sha256 });
    console.log(`Facturas importadas: ${added}; ya existentes sin cambios: ${unchanged}`);
    return 0;
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    const { problem, rows, counts } = error.preview;
    if (problem) console.error(problem);
    for (const r of rows.filter((row) => row.status === 'error')) console.error(`línea ${r.line}: ${r.problems.join('; ')}`);
    console.error(problem ? 'No se ha importado nada.' : `No se ha importado nada: ${counts.errors} de ${counts.rows} filas con errores.`);
    return 1;
  }
}

/** Flags that take no value. */
const SWITCHES = new Set(['replace']);

/** `--some-flag value` pairs → { someFlag: value }, plus positional arguments. */
function parseArgs(args: string[]): { positional: string[]; flags: Record<string, string> } {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith('--')) {
      const key = a.slice(2).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
      if (SWITCHES.has(key)) {
        flags[key] = 'yes';
        continue;
      }
      const value = args[i + 1];
      if (value === undefined || value.startsWith('--')) throw new StaffError(`Falta el valor de ${a}`);
      flags[key] = value;
      i++;
    } else positional.push(a);
  }
  return { positional, flags };
}

async function run(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  try {
    const { positional, flags } = parseArgs(rest);
    const [first] = positional;
    switch (command) {
      case 'create-user': {
        if (!first) break;
        const { email, reinvited } = await createUser(first);
        console.log(`${reinvited ? 'Invitación repetida' : 'Invitación enviada'} a ${email}: elegirá su contraseña con el enlace del correo.`);
        return 0;
      }
      case 'reset-password': {
        if (!first) break;
        const { email, kind } = await resetPassword(first);
        console.log(kind === 'reset' ? `Enlace para restablecer la contraseña enviado a ${email}.` : `${email} aún no tenía contraseña: invitación enviada de nuevo.`);
        return 0;
      }
      case 'disable-user':
      case 'enable-user': {
        if (!first) break;
        const changed = await setUserDisabled(first, command === 'disable-user');
        console.log(`${first}: ${command === 'disable-user' ? 'desactivado' : 'activado'}${changed ? '' : ' (ya lo estaba)'}`);
        return 0;
      }
      case 'unlock':
        if (!first) break;
        await unlockUser(first);
        console.log(`Desbloqueado: ${first}`);
        return 0;
      case 'create-hotel': {
        const id = await createHotel({ ...flags, name: flags.name ?? '', legalName: flags.legalName ?? '', taxId: flags.taxId ?? '' });
        console.log(`Hotel creado con id ${id}`);
        return 0;
      }
      case 'add-contact': {
        if (!first) break;
        const id = await addContact(first, { ...flags, hotel: flags.hotel ?? '', type: flags.type ?? '', name: flags.name ?? '' });
        console.log(`Contacto ${id} guardado para ${first}`);
        return 0;
      }
      case 'import-invoices': {
        if (!first) break;
        return await importFile(first);
      }
      case 'attach-pdfs': {
        if (!first) break;
        const files = statSync(first).isFile() ? await pdfFilesInZip(readFileSync(first)) : pdfFilesInFolder(first);
        return printOutcomes(await attachOriginals(files, { replace: flags.replace === 'yes' }));
      }
    }
    console.log(help);
    return 2;
  } catch (error) {
    if (error instanceof StaffError || error instanceof ZipRefused) {
      console.error(error.message);
      return 1;
    }
    if (error && typeof error === 'object' && 'issues' in error) {
      console.error(`Datos no válidos: ${(error as { issues: { path: PropertyKey[]; message: string }[] }).issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`).join('; ')}`);
      return 1;
    }
    throw error;
  }
}

const area: StaffArea = { help, run };
export default area;
