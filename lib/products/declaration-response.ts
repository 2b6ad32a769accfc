// A declaration PDF as an answer: a download named after its version.
import 'server-only';
import { contentDisposition } from '@/lib/files/names';

export function declarationResponse(
  { pdf, fileName }: { pdf: Uint8Array; fileName: string },
  cacheControl = 'private, no-store',
): Response {
  return new Response(Buffer.from(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': contentDisposition('attachment', fileName),
      'content-length': String(pdf.byteLength),
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
    },
  });
}
