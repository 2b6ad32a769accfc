// GET /api/Data/GetNoticias: the contract's news item (CONTRACT.md "Shapes"), newest first.
import 'server-only';
import { z } from 'zod';
import { feedMemo } from '@/lib/freshness/memo';
import { etagOf, type TaggedJson } from '@/lib/http/etag';
import { safeExternalLink, sanitizeRichHtml, sanitizeTitleHtml } from './html';
import { newsFeed } from './feed';
import { listNews, type NewsRecord } from './repository';

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

// The answer is the same for every caller until the news changes, and building it (three sanitiser
// passes per item, pictures to base64, 1.6 MB of JSON at a vendor's 290 items) is the costly part
// (docs/PERFORMANCE.md, "GetNoticias"). So the text is built once per change of the news feed,
// through the mechanism that refreshes the pages (lib/freshness/memo.ts): the watcher of every
// instance notices a change within seconds, the back office refreshes at once where it saved.
// A call reads nothing from the database. The text comes with its ETag (made from its bytes, so
// every instance names the same text alike): a client that has it gets a 304, and the server layer
// keeps its compressed copies by that tag (server/compressed-answers.ts), compressing once per
// version instead of once per call.
const body = feedMemo(newsFeed, async (): Promise<TaggedJson> => {
  const text = JSON.stringify(await newsForApi());
  return { text, etag: await etagOf(text) };
});

/** GetNoticias' JSON text and its ETag. */
export function newsApiBody(): Promise<TaggedJson> {
  return body();
}
