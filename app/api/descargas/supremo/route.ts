// GET /api/descargas/supremo — the remote-support tool as supremo.exe (the /soporte Connect button);
// in demo mode without one, a harmless text stand-in under the same name; in production without
// one, the visitor is sent to /soporte/conectar, a page of the site with the phone and the e-mail
// (the button is on a pre-rendered page, so it cannot know whether this installation has a file;
// the start-up log warns when it has none: lib/boot).
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { NO_SUPREMO_PAGE, SUPREMO_FILENAME, supremoDemoStandIn, supremoFile } from '@/lib/downloads/supremo';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

/** 303: the browser follows with a GET whatever asked, and nothing caches the answer. */
function unavailable(): Response {
  return new Response(null, { status: 303, headers: { location: NO_SUPREMO_PAGE, 'cache-control': 'no-store' } });
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
    return demo ? standIn(demo, head) : unavailable();
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
