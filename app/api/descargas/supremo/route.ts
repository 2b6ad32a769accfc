// GET /api/descargas/supremo — the remote-support tool as supremo.exe (the /soporte Connect button);
// in demo mode without one, a harmless text stand-in under the same name; in production without
// one, a Spanish page with the support phone instead of a file.
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { company } from '@/lib/content/company';
import { SUPREMO_FILENAME, supremoDemoStandIn, supremoFile } from '@/lib/downloads/supremo';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

function unavailable(head: boolean): Response {
  const phone = company.phones.emergency;
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Descarga no disponible | ${company.name}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f172a;line-height:1.6}a{color:#115e59;font-weight:600}</style></head>
<body><main><h1>La herramienta de asistencia remota no está disponible</h1>
<p>En este momento no podemos ofrecer la descarga de ${SUPREMO_FILENAME}. Llama a soporte al <a href="tel:${phone.tel}">${phone.label}</a> (24 horas, 365 días) y te ayudaremos a conectarte.</p>
<p><a href="/soporte">Volver a Soporte</a></p></main></body></html>`;
  return new Response(head ? null : html, {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

const DISPOSITION = `attachment; filename="${SUPREMO_FILENAME}"`;

function standIn(bytes: Buffer, head: boolean): Response {
  return new Response(head ? null : new Uint8Array(bytes), {
    headers: {
      'content-type': 'application/octet-stream',
      'content-disposition': DISPOSITION,
      'content-length': String(bytes.length),
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    },
  });
}

function download(head: boolean): Response {
  const file = supremoFile();
  if (!file) {
    const demo = supremoDemoStandIn();
    return demo ? standIn(demo, head) : unavailable(head);
  }
  const body = head ? null : (Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>);
  return new Response(body, {
    headers: {
      'content-type': 'application/vnd.microsoft.portable-executable',
      'content-disposition': DISPOSITION,
      'content-length': String(file.size),
      'last-modified': file.modified.toUTCString(),
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    },
  });
}

export async function GET() {
  return download(false);
}

export async function HEAD() {
  return download(true);
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('json', 'GET');
