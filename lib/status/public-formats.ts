// The status in the shapes other programs read, all drawn from one snapshot (snapshot.ts):
// `/estado.json` (docs/CONTRACT.md "Service status"), the Atom feed of incidents and maintenance
// (`/estado/feed.xml`, RFC 4287) and the iCalendar of maintenance windows
// (`/estado/mantenimiento.ics`, RFC 5545). Pure.
import { company } from '@/lib/content/company';
import { xmlText } from '@/lib/text/xml';
import type { IncidentView, MaintenanceView, StatusSnapshot } from './snapshot';
import { affectedLabel, COMPONENT_STATE_LABELS, INCIDENT_STATE_LABELS } from './states';

/** How long a resolved incident stays in the JSON. */
export const JSON_RESOLVED_DAYS = 7;

export function statusJson(snapshot: StatusSnapshot) {
  const since = new Date(snapshot.at).getTime() - JSON_RESOLVED_DAYS * 86_400_000;
  return {
    componentes: snapshot.components.map((c) => ({ id: c.id, nombre: c.name, estado: c.state })),
    incidencias: snapshot.incidents
      .filter((i) => i.resolvedAt === null || new Date(i.resolvedAt).getTime() >= since)
      .map((i) => ({
        id: i.id,
        titulo: i.title,
        estado: i.state,
        componentes: i.components.map((c) => ({ id: c.id, nombre: c.name, estado: c.impact })),
        inicio: i.startedAt,
        fin: i.resolvedAt,
        actualizaciones: i.updates.map((u) => ({ fecha: u.at, estado: u.state, texto: u.text })),
      })),
    mantenimientos: snapshot.maintenance
      .filter((m) => m.phase !== 'terminado')
      .map((m) => ({
        id: m.id,
        titulo: m.title,
        texto: m.text,
        estado: m.phase,
        componentes: m.components.map((c) => ({ id: c.id, nombre: c.name })),
        inicio: m.startsAt,
        fin: m.endsAt,
      })),
  };
}

// ---------------------------------------------------------------------------------------------
// Atom

function incidentEntry(i: IncidentView, base: string, host: string): string {
  const updated = i.updates[0]?.at ?? i.startedAt;
  const lines = [
    `${affectedLabel(i.resolvedAt !== null)}: ${i.components.map((c) => `${c.name} (${COMPONENT_STATE_LABELS[c.impact].toLowerCase()})`).join('; ')}`,
    ...i.updates.map((u) => `${INCIDENT_STATE_LABELS[u.state]} · ${u.at}\n${u.text}`),
  ];
  return [
    '  <entry>',
    `    <id>tag:${host},2026:incidencia-${i.id}</id>`,
    `    <title>${xmlText(`[${INCIDENT_STATE_LABELS[i.state]}] ${i.title}`)}</title>`,
    `    <link href="${xmlText(`${base}/estado`)}"/>`,
    `    <published>${i.startedAt}</published>`,
    `    <updated>${updated}</updated>`,
    `    <content type="text">${xmlText(lines.join('\n\n'))}</content>`,
    '  </entry>',
  ].join('\n');
}

function maintenanceEntry(m: MaintenanceView, base: string, host: string): string {
  return [
    '  <entry>',
    `    <id>tag:${host},2026:mantenimiento-${m.id}</id>`,
    `    <title>${xmlText(`[Mantenimiento] ${m.title}`)}</title>`,
    `    <link href="${xmlText(`${base}/estado`)}"/>`,
    `    <published>${m.startsAt}</published>`,
    `    <updated>${m.startsAt}</updated>`,
    `    <content type="text">${xmlText(`Del ${m.startsAt} al ${m.endsAt}. Afecta a: ${m.components.map((c) => c.name).join('; ')}\n\n${m.text}`)}</content>`,
    '  </entry>',
  ].join('\n');
}

/** Atom of the incidents and maintenance windows of the history's days, newest first. */
export function statusAtom(snapshot: StatusSnapshot, base: string): string {
  const host = new URL(base).hostname;
  const entries = [
    ...snapshot.incidents.map((i) => ({ at: i.updates[0]?.at ?? i.startedAt, xml: incidentEntry(i, base, host) })),
    ...snapshot.maintenance.map((m) => ({ at: m.startsAt, xml: maintenanceEntry(m, base, host) })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  const updated = entries[0]?.at ?? snapshot.at;
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es-ES">
  <id>${xmlText(`${base}/estado`)}</id>
  <title>${xmlText(`Estado del servicio de ${company.name}`)}</title>
  <link rel="self" type="application/atom+xml" href="${xmlText(`${base}/estado/feed.xml`)}"/>
  <link rel="alternate" type="text/html" href="${xmlText(`${base}/estado`)}"/>
  <author><name>${xmlText(company.name)}</name></author>
  <updated>${updated}</updated>
${entries.map((e) => e.xml).join('\n')}
</feed>
`;
}

// ---------------------------------------------------------------------------------------------
// iCalendar

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
function icalText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded at 75 octets (RFC 5545 3.1), never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const icalTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Every maintenance window of the history's days and after, as events (UTC times). */
export function maintenanceCalendar(snapshot: StatusSnapshot, base: string): string {
  const host = new URL(base).hostname;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icalText(company.name)}//Estado del servicio//ES`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icalText(`Mantenimientos de ${company.name}`)}`,
    ...snapshot.maintenance.flatMap((m) => [
      'BEGIN:VEVENT',
      `UID:mantenimiento-${m.id}@${host}`,
      `DTSTAMP:${icalTime(snapshot.at)}`,
      `DTSTART:${icalTime(m.startsAt)}`,
      `DTEND:${icalTime(m.endsAt)}`,
      `SUMMARY:${icalText(`Mantenimiento: ${m.title}`)}`,
      `DESCRIPTION:${icalText(`${m.text}\n\nAfecta a: ${m.components.map((c) => c.name).join('; ')}`)}`,
      `URL:${base}/estado`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
