// `npm run staff -- enquiries list|show ID|export --csv|purge --older-than 24m|erase EMAIL`: the
// enquiries kept by the forms, for staff to read, export and delete earlier than the scheduled
// cleanup does (lib/cleanup deletes them once the retention period stated in /privacidad ends), or
// one person's at their request. Visitor text is
// printed with its control characters written out (`\x1b`, `\u202e`), so an enquiry stored
// before the forms refused them cannot drive the staff member's terminal.
import { once } from 'node:events';
import { monthsBefore } from '@/lib/cleanup/retention';
import { enquiryKinds, type EnquiryKind } from '@/lib/enquiries/fields';
import { eraseEnquiriesByEmail } from '@/lib/enquiries/erasure';
import {
  countEnquiriesBefore,
  deleteEnquiriesBefore,
  enquiryWithMails,
  latestEnquiries,
} from '@/lib/enquiries/staff/records';
import { escapeControlCharacters as visible } from '@/lib/text/control-characters';
import { inboxCsvStream } from '@/lib/enquiries/staff/export';
import { command, defineArea, UsageError } from './args';

function kindOf(kind: string | undefined): EnquiryKind | undefined {
  if (kind === undefined) return undefined;
  if (!(enquiryKinds as string[]).includes(kind))
    throw new UsageError(`Tipo desconocido: ${kind}. Tipos: ${enquiryKinds.join(', ')}`);
  return kind as EnquiryKind;
}

/** `24m` → the date 24 months before `now`; also `90d` and `2y`. */
export function cutoffFrom(spec: string, now = new Date()): Date {
  const m = /^(\d{1,4})([dmy])$/.exec(spec.trim());
  if (!m) throw new UsageError(`Plazo no válido: "${spec}". Ejemplos: 90d, 24m, 2y.`);
  const n = Number(m[1]);
  if (m[2] === 'm') return monthsBefore(now, n);
  if (m[2] === 'y') return monthsBefore(now, 12 * n);
  const d = new Date(now);
  d.setUTCDate(d.getUTCDate() - n);
  return d;
}

const kindFlag = { kind: { type: 'string' } } as const;

export default defineArea({
  commands: {
    list: command({
      usage: 'enquiries list [--kind contact|training|support|callback] [--limit 50]   últimas solicitudes',
      flags: { ...kindFlag, limit: { type: 'string' } },
      async run({ flags }) {
        const limit = flags.limit ?? '50';
        if (!/^\d{1,6}$/.test(limit) || Number(limit) < 1)
          throw new UsageError(`--limit espera un número positivo, no "${limit}"`);
        const rows = await latestEnquiries(kindOf(flags.kind), Number(limit));
        if (rows.length === 0) console.log('No hay solicitudes.');
        for (const r of rows) {
          const f = r.fields;
          const who = visible([f.nombre, f.apellidos].filter(Boolean).join(' '));
          console.log(
            `${String(r.id).padStart(6)}  ${r.createdAt.toISOString().slice(0, 16).replace('T', ' ')}  ${r.kind.padEnd(8)}  ${r.status.padEnd(8)}  ${who}  ${visible(r.email || f.telefono || '')}`,
          );
        }
        return 0;
      },
    }),
    show: command({
      usage: 'enquiries show ID                                                       una solicitud con sus correos',
      positionals: ['ID'],
      async run({ args }) {
        const id = Number(args.ID);
        if (!/^\d{1,9}$/.test(args.ID!)) throw new UsageError(`ID no válido: ${args.ID}`);
        const r = await enquiryWithMails(id);
        if (!r) {
          console.error(`No existe la solicitud ${id}.`);
          return 1;
        }
        console.log(`Solicitud ${r.id} · ${r.kind} · ${r.status} · ${r.createdAt.toISOString()}`);
        console.log(`Cliente (HMAC de la dirección): ${r.clientHash.slice(0, 16)}…`);
        for (const [k, v] of Object.entries(r.fields)) {
          const text = visible(String(v), { keepLines: true });
          console.log(`${visible(k)}: ${text.includes('\n') ? `\n  ${text.replace(/\n/g, '\n  ')}` : text}`);
        }
        console.log('\nCorreos:');
        for (const m of r.mails) {
          console.log(
            `  #${m.id} → ${visible(m.to)}  ${m.status}  intentos ${m.attempts}${m.sentAt ? `  enviado ${m.sentAt.toISOString()}` : `  próximo ${m.nextAttemptAt.toISOString()}`}${m.lastError ? `  (${visible(m.lastError)})` : ''}`,
          );
        }
        return 0;
      },
    }),
    export: command({
      usage:
        'enquiries export --csv [--kind K]                                       todas, en CSV (el de /gestion/consultas) por la salida estándar',
      // The format is named so that another can be added without changing what this one means.
      flags: { ...kindFlag, csv: { type: 'boolean' } },
      async run({ flags }) {
        if (!flags.csv) throw new UsageError('Falta --csv (el único formato de exportación)');
        // The same file as the back office's "Exportar CSV" (lib/enquiries/staff/export.ts), written
        // as it is read: a pipe that reads slowly holds the reading back.
        const csv = inboxCsvStream({ kind: kindOf(flags.kind) }).getReader();
        for (let next = await csv.read(); !next.done; next = await csv.read()) {
          const bytes = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
          if (!process.stdout.write(bytes)) await once(process.stdout, 'drain');
        }
        return 0;
      },
    }),
    purge: command({
      usage:
        'enquiries purge --older-than 24m [--dry-run]                            borra las anteriores al plazo (d, m o y)',
      flags: { 'older-than': { type: 'string', required: true }, 'dry-run': { type: 'boolean' } },
      async run({ flags }) {
        const before = cutoffFrom(flags['older-than']);
        if (flags['dry-run']) {
          console.log(
            `Se borrarían ${await countEnquiriesBefore(before)} solicitudes anteriores a ${before.toISOString()}.`,
          );
          return 0;
        }
        // Their mails hold the same personal data: they go too.
        const { enquiries, mails } = await deleteEnquiriesBefore(before);
        console.log(`Borradas ${enquiries} solicitudes y ${mails} correos anteriores a ${before.toISOString()}.`);
        return 0;
      },
    }),
    erase: command({
      usage:
        'enquiries erase EMAIL                                                   borra las de esa persona y sus correos (derecho de supresión)',
      positionals: ['EMAIL'],
      async run({ args }) {
        // The back office's erasure: enquiry mail only, never the address's account mail.
        const answer = await eraseEnquiriesByEmail(null, args.EMAIL!, 'npm run staff');
        if (!answer.ok) throw new UsageError(answer.message);
        console.log(answer.message);
        return 0;
      },
    }),
  },
});
