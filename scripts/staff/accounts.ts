// `npm run staff -- accounts <command>`: customer accounts, hotels, contacts and invoices.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import {
  addContact,
  createHotel,
  createUser,
  resetPassword,
  setUserDisabled,
  CustomerError,
  unlockUser,
} from '@/lib/account/staff/command';
import { HttpError } from '@/lib/http/errors';
import { csvText, ImportRefused, importInvoiceCsv, INVOICE_CSV_MAX_BYTES } from '@/lib/invoices/csv-import';
import { INVOICE_CSV_HEADER } from '@/lib/invoices/fields';
import {
  attachOriginals,
  ORIGINAL_MAX_BYTES,
  pdfFilesInFolder,
  pdfFilesInZip,
  ZipRefused,
  type AttachOutcome,
} from '@/lib/invoices/originals';
import { command, defineArea } from './args';

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
  if (statSync(file).size > INVOICE_CSV_MAX_BYTES)
    throw new CustomerError(`El fichero pasa de ${INVOICE_CSV_MAX_BYTES / 2 ** 20} MB`);
  const bytes = readFileSync(file);
  try {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const { added, unchanged } = await importInvoiceCsv(csvText(bytes), {
      actor: null,
      client: 'npm run staff',
      fileName: file,
      sha256,
    });
    console.log(`Facturas importadas: ${added}; ya existentes sin cambios: ${unchanged}`);
    return 0;
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    const { problem, rows, counts } = error.preview;
    if (problem) console.error(problem);
    for (const r of rows) console.error(`línea ${r.line}: ${r.problems.join('; ')}`);
    if (counts.errors > rows.length) console.error(`… y ${counts.errors - rows.length} filas más con errores`);
    console.error(
      problem
        ? 'No se ha importado nada.'
        : `No se ha importado nada: ${counts.errors} de ${counts.rows} filas con errores.`,
    );
    return 1;
  }
}

/** `{ 'legal-name': v }` → `{ legalName: v }`: the flags as the lib/ services name their fields. */
function camelKeys(flags: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(flags))
    if (v !== undefined) out[k.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())] = v;
  return out;
}

async function setDisabled(email: string, disabled: boolean): Promise<number> {
  const changed = await setUserDisabled(email, disabled);
  console.log(`${email}: ${disabled ? 'desactivado' : 'activado'}${changed ? '' : ' (ya lo estaba)'}`);
  return 0;
}

const optional = { type: 'string' } as const;
const required = { type: 'string', required: true } as const;
const EMAIL = ['EMAIL'] as const;

export default defineArea({
  commands: {
    'create-user': command({
      usage:
        'accounts create-user EMAIL                        usuario nuevo por invitación: le llega un enlace (7 días, un solo uso) para elegir contraseña',
      positionals: EMAIL,
      async run({ args }) {
        const { email, reinvited } = await createUser(args.EMAIL!);
        console.log(
          `${reinvited ? 'Invitación repetida' : 'Invitación enviada'} a ${email}: elegirá su contraseña con el enlace del correo.`,
        );
        return 0;
      },
    }),
    'reset-password': command({
      usage:
        'accounts reset-password EMAIL                     le envía un enlace para elegir otra contraseña (30 minutos, un solo uso)',
      positionals: EMAIL,
      async run({ args }) {
        const { email, kind } = await resetPassword(args.EMAIL!);
        console.log(
          kind === 'reset'
            ? `Enlace para restablecer la contraseña enviado a ${email}.`
            : `${email} aún no tenía contraseña: invitación enviada de nuevo.`,
        );
        return 0;
      },
    }),
    unlock: command({
      usage: 'accounts unlock EMAIL                             quita el bloqueo por intentos fallidos',
      positionals: EMAIL,
      async run({ args }) {
        await unlockUser(args.EMAIL!);
        console.log(`Desbloqueado: ${args.EMAIL}`);
        return 0;
      },
    }),
    'disable-user': command({
      usage: 'accounts disable-user EMAIL'.padEnd(50) + 'desactiva la cuenta (cierra sus sesiones al momento)',
      positionals: EMAIL,
      run: ({ args }) => setDisabled(args.EMAIL!, true),
    }),
    'enable-user': command({
      usage: 'accounts enable-user EMAIL'.padEnd(50) + 'vuelve a activar una cuenta desactivada',
      positionals: EMAIL,
      run: ({ args }) => setDisabled(args.EMAIL!, false),
    }),
    'create-hotel': command({
      usage:
        'accounts create-hotel --name N --legal-name R --tax-id NIF [--address --postal-code --city --province --country --web --email --phone]',
      flags: {
        name: required,
        'legal-name': required,
        'tax-id': required,
        address: optional,
        'postal-code': optional,
        city: optional,
        province: optional,
        country: optional,
        web: optional,
        email: optional,
        phone: optional,
      },
      async run({ flags }) {
        const id = await createHotel({
          ...camelKeys(flags),
          name: flags.name,
          legalName: flags['legal-name'],
          taxId: flags['tax-id'],
        });
        console.log(`Hotel creado con id ${id}`);
        return 0;
      },
    }),
    'add-contact': command({
      usage: `accounts add-contact EMAIL --hotel ID|NIF --type 1|2 --name "Nombre" [--phone --phone2 --other-emails --position --notes]
                                                  (tipo 1: contacto de facturación, ve las facturas)`,
      positionals: EMAIL,
      flags: {
        hotel: required,
        type: required,
        name: required,
        phone: optional,
        phone2: optional,
        'other-emails': optional,
        position: optional,
        notes: optional,
      },
      async run({ args, flags }) {
        const id = await addContact(args.EMAIL!, {
          ...camelKeys(flags),
          hotel: flags.hotel,
          type: flags.type,
          name: flags.name,
        });
        console.log(`Contacto ${id} guardado para ${args.EMAIL}`);
        return 0;
      },
    }),
    'import-invoices': command({
      usage: `accounts import-invoices FICHERO.csv              cabecera: ${INVOICE_CSV_HEADER}
                                                  (hotel = id o NIF; type 0-3 o venta/servicio/soporte/otros; amount total con IVA)`,
      positionals: ['FICHERO.csv'],
      async run({ args }) {
        return importFile(args['FICHERO.csv']!);
      },
    }),
    'attach-pdfs': command({
      usage: `accounts attach-pdfs CARPETA|FICHERO.zip [--replace]
                                                  PDF originales de facturas, cada uno NÚMERO.pdf (p. ej. 2026-0042.pdf; en un ZIP,
                                                  un número con barras va en carpetas: A/2026/0042.pdf; hasta
                                                  ${ORIGINAL_MAX_BYTES / 2 ** 20} MB): se sirven en lugar de la copia generada`,
      positionals: ['CARPETA|FICHERO.zip'],
      flags: { replace: { type: 'boolean' } },
      async run({ positionals, flags }) {
        const [from] = positionals as [string];
        const files = statSync(from).isFile() ? await pdfFilesInZip(readFileSync(from)) : pdfFilesInFolder(from);
        return printOutcomes(await attachOriginals(files, { replace: flags.replace === true }));
      },
    }),
  },
  refusal(error) {
    if (error instanceof CustomerError || error instanceof ZipRefused) return error.message;
    // A rule shared with the back office's calls (a hotel keeps a billing contact): its sentence.
    if (error instanceof HttpError) return error.publicMessage;
    if (error && typeof error === 'object' && 'issues' in error) {
      return `Datos no válidos: ${(error as { issues: { path: PropertyKey[]; message: string }[] }).issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`).join('; ')}`;
    }
    return undefined;
  },
});
