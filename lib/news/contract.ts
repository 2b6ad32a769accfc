// GET /api/Data/GetNoticias: the contract's news item (CONTRACT.md "Shapes"), newest first.
import 'server-only';
import { z } from 'zod';
import { safeExternalLink, sanitizeRichHtml, sanitizeTitleHtml } from './html';
import { listNews, publicNewsVersion, type NewsRecord } from './repository';

export const newsContractItemSchema = z.strictObject({
  id_noticia: z.number().int().positive(),
  titulo: z.string(),
  fecha: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  descripcioncorta: z.string(),
  descripcion: z.string(),
  /** Raw base64 of a PNG or JPEG, no data: prefix; empty when there is no picture. */
  imageurlbig: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/),
  link: z.string(),
});

export type NewsContractItem = z.infer<typeof newsContractItemSchema>;

export function toContractItem(n: NewsRecord): NewsContractItem {
  return {
    id_noticia: n.id,
    // Sanitised when stored; again here, so a row written by other means is still safe.
    titulo: sanitizeTitleHtml(n.title),
    fecha: n.date,
    descripcioncorta: sanitizeRichHtml(n.summary),
    descripcion: sanitizeRichHtml(n.body),
    imageurlbig: n.image && n.image.byteLength > 0 ? Buffer.from(n.image).toString('base64') : '',
    link: safeExternalLink(n.link),
  };
}

export async function newsForApi(): Promise<NewsContractItem[]> {
  return (await listNews()).map(toContractItem);
}

// The answer is the same for every caller until staff change the news, and building it (three
// sanitiser passes per item, pictures to base64, a large JSON) is the costly part (docs/PERFORMANCE.md,
// "GetNoticias"). The text is
// kept with a version read cheaply from the table on each call (count, last id, last change of the
// items visible now), so a change made by any instance or by the staff tool shows at once, and a
// scheduled item as soon as its time comes.
let memo: { version: string; body: string } | undefined;

/** GetNoticias' JSON text. */
export async function newsApiBody(): Promise<string> {
  const version = await publicNewsVersion();
  if (memo?.version === version) return memo.body;
  const body = JSON.stringify(await newsForApi());
  memo = { version, body };
  return body;
}
