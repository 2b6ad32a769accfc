// GET /blog/imagen/<id>/<hash>.<png|jpg|webp> — a news picture. The hash is the content's: when it
// matches, the answer never changes and is cached for a year; an outdated hash still gets the
// current picture, briefly cached.
import { imageExtension, imageHash, imageMime } from '@/lib/news/image';
import { findNewsImage } from '@/lib/news/repository';

export const dynamic = 'force-dynamic';

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=60' },
  });

export async function GET(
  _req: Request,
  { params }: { params: Promise<{ id: string; file: string }> },
): Promise<Response> {
  const { id, file } = await params;
  const m = /^([A-Za-z0-9_-]{16})\.(png|jpg|webp)$/.exec(file);
  if (!/^\d{1,9}$/.test(id) || !m) return notFound();
  let found;
  try {
    found = await findNewsImage(Number(id));
  } catch {
    return new Response('Unavailable', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  if (!found) return notFound();
  const current = imageHash(found.image) === m[1] && imageExtension(found.imageType) === m[2];
  return new Response(Buffer.from(found.image), {
    headers: {
      'content-type': imageMime(found.imageType),
      'content-length': String(found.image.byteLength),
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
      'x-content-type-options': 'nosniff',
    },
  });
}
