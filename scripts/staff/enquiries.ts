// `npm run staff -- enquiries list|show ID|export --csv|purge --older-than 24m`: the enquiries kept
// by the forms, for staff to read, export and delete earlier than the scheduled cleanup does
// (lib/cleanup deletes them once the retention period stated in /privacidad ends). Visitor text is
// printed with its control characters written out (`\x1b`, `\u202e`), so an enquiry stored
// before the forms refused them cannot drive the staff member's terminal.
import { purgeEnquiriesBefore } from '@/lib/cleanup/cleanup';
import { monthsBefore } from '@/lib/cleanup/retention';
import { db } from '@/lib/db';
import { enquiryKinds, type EnquiryKind } from '@/lib/enquiries/schemas';
import { escapeControlCharacters as visible } from '@/lib/text/control-characters';
import type { StaffArea } from './types';

const help = [
  'enquiries list [--kind contact|training|support|callback] [--limit 50]   últimas solicitudes',
  'enquiries show ID                                                       una solicitud con sus correos',
  'enquiries export --csv [--kind K]                                       todas, en CSV por la salida estándar',
  'enquiries purge --older-than 24m [--dry-run]                            borra las anteriores al plazo (d, m o y)',
].join('\n');

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function kindOption(args: string[]): EnquiryKind | undefined {
  const kind = option(args, '--kind');
  if (kind === undefined) return undefined;
  if (!(enquiryKinds as string[]).includes(kind)) throw new Error(`Tipo desconocido: ${kind}. Tipos: ${enquiryKinds.join(', ')}`);
  return kind as EnquiryKind;
}

/** `24m` → the date 24 months before `now`; also `90d` and `2y`. */
export function cutoffFrom(spec: string, now = new Date()): Date {
  const m = /^(\d{1,4})([dmy])$/.exec(spec.trim());
  if (!m) throw new Error(`Plazo no válido: "${spec}". Ejemplos: 90d, 24m, 2y.`);
  const n = Number(m[1]);
  if (m[2] === 'm') return monthsBefore(now, n);
  if (m[2] === 'y') return monthsBefore(now, 12 * n);
  const d = new Date(now);
  d.setUTCDate(d.getUTCDate() - n);
  return d;
}

/** One CSV cell: quoted, control characters written out, and neutralised when a spreadsheet would take it for a formula. */
export function csvCell(value: string): string {
  const text = visible(value, { keepLines: true });
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

function fieldsOf(json: string): Record<string, string> {
  try {
    return JSON.parse(json) as Record<string, string>;
  } catch {
    return {};
  }
}

async function list(args: string[]): Promise<number> {
  const kind = kindOption(args);
  const take = Number(option(args, '--limit') ?? 50);
  const rows = await db().enquiry.findMany({ where: kind ? { kind } : {}, orderBy: { id: 'desc' }, take });
  if (rows.length === 0) console.log('No hay solicitudes.');
  for (const r of rows) {
    const f = fieldsOf(r.fields);
    const who = visible([f.nombre, f.apellidos].filter(Boolean).join(' '));
    console.log(`${String(r.id).padStart(6)}  ${r.createdAt.toISOString().slice(0, 16).replace('T', ' ')}  ${r.kind.padEnd(8)}  ${r.status.padEnd(8)}  ${who}  ${visible(r.email || f.telefono || '')}`);
  }
  return 0;
}

async function show(args: string[]): Promise<number> {
  const id = Number(args[0]);
  if (!Number.isSafeInteger(id)) {
    console.error('Uso: enquiries show ID');
    return 2;
  }
  const r = await db().enquiry.findUnique({ where: { id }, include: { mails: { orderBy: { id: 'asc' } } } });
  if (!r) {
    console.error(`No existe la solicitud ${id}.`);
    return 1;
  }
  console.log(`Solicitud ${r.id} · ${r.kind} · ${r.status} · ${r.createdAt.toISOString()}`);
  console.log(`Cliente (HMAC de la dirección): ${r.clientHash.slice(0, 16)}…`);
  for (const [k, v] of Object.entries(fieldsOf(r.fields))) {
    const text = visible(String(v), { keepLines: true });
    console.log(`${visible(k)}: ${text.includes('\n') ? `\n  ${text.replace(/\n/g, '\n  ')}` : text}`);
  }
  console.log('\nCorreos:');
  for (const m of r.mails) {
    console.log(`  #${m.id} → ${visible(m.to)}  ${m.status}  intentos ${m.attempts}${m.sentAt ? `  enviado ${m.sentAt.toISOString()}` : `  próximo ${m.nextAttemptAt.toISOString()}`}${m.lastError ? `  (${visible(m.lastError)})` : ''}`);
  }
  return 0;
}

const CSV_FIELDS = ['nombre', 'apellidos', 'email', 'telefono', 'hotel', 'cargoempleado', 'consulta', 'formacion', 'motivo'];

async function exportCsv(args: string[]): Promise<number> {
  if (!args.includes('--csv')) {
    console.error('Uso: enquiries export --csv [--kind K]');
    return 2;
  }
  const kind = kindOption(args);
  const rows = await db().enquiry.findMany({ where: kind ? { kind } : {}, orderBy: { id: 'asc' } });
  const lines = [['id', 'fecha', 'tipo', 'estado', ...CSV_FIELDS].map(csvCell).join(',')];
  for (const r of rows) {
    const f = fieldsOf(r.fields);
    lines.push([String(r.id), r.createdAt.toISOString(), r.kind, r.status, ...CSV_FIELDS.map((k) => f[k] ?? '')].map(csvCell).join(','));
  }
  process.stdout.write(`${lines.join('\r\n')}\r\n`);
  return 0;
}

async function purge(args: string[]): Promise<number> {
  const spec = option(args, '--older-than');
  if (!spec) {
    console.error('Uso: enquiries purge --older-than 24m [--dry-run]');
    return 2;
  }
  const before = cutoffFrom(spec);
  const where = { createdAt: { lt: before } };
  if (args.includes('--dry-run')) {
    console.log(`Se borrarían ${await db().enquiry.count({ where })} solicitudes anteriores a ${before.toISOString()}.`);
    return 0;
  }
  // Their mails hold the same personal data: they go too.
  const { enquiries, mails } = await db().$transaction((tx) => purgeEnquiriesBefore(tx, before));
  console.log(`Borradas ${enquiries} solicitudes y ${mails} correos anteriores a ${before.toISOString()}.`);
  return 0;
}

const area: StaffArea = {
  help,
  async run(args) {
    const [command, ...rest] = args;
    switch (command) {
      case 'list':
        return list(rest);
      case 'show':
        return show(rest);
      case 'export':
        return exportCsv(rest);
      case 'purge':
        return purge(rest);
      default:
        console.log(help);
        return command ? 2 : 0;
    }
  },
};

export default area;
