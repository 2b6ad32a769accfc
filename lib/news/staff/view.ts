// News as the back office shows them: status, the editor's values, the picture as a data URL
// (an unpublished item's picture is not served by the public image route).
import 'server-only';
import { choiceParam, listParams, textParam } from '@/lib/http/list-params';
import { statusLabel } from './editor';
import { htmlToText } from '../html';
import { imageInfo, imageMime } from '../image';
import { dateToMadridLocal } from '../madrid-time';
import { findNews, listNewsForStaff, type NewsRecord, type NewsStatusFilter } from '../repository';
import { toView, type NewsView } from '../view';

export const NEWS_PAGE_SIZE = 25;
export const STATUS_FILTERS: Record<NewsStatusFilter, string> = {
  draft: 'Borrador',
  scheduled: 'Programada',
  published: 'Publicada',
  withdrawn: 'Retirada',
};

export function dataUrl(n: Pick<NewsRecord, 'image' | 'imageType'>): string | null {
  return n.image && n.image.byteLength
    ? `data:${imageMime(n.imageType)};base64,${Buffer.from(n.image).toString('base64')}`
    : null;
}

/** The list's filters from its address (q, estado, pagina). */
export const newsFilterFrom = listParams(
  { q: textParam, estado: choiceParam(Object.keys(STATUS_FILTERS) as NewsStatusFilter[]) },
  (p) => ({ q: p.q, status: p.estado }),
);

export async function staffNewsList(params: URLSearchParams) {
  const { filter, page } = newsFilterFrom(params);
  const { rows, total } = await listNewsForStaff(filter, page, NEWS_PAGE_SIZE);
  return {
    q: filter.q ?? '',
    status: filter.status,
    page,
    total,
    rows: rows.map((n) => ({
      id: n.id,
      title: htmlToText(n.title),
      date: n.date,
      status: statusLabel(n),
      publishAt: n.publishAt,
      updatedAt: n.updatedAt,
    })),
  };
}

export async function newsForEditor(id: number) {
  const n = await findNews(id);
  if (!n) return null;
  const info = n.image && n.image.byteLength ? imageInfo(n.image) : null;
  const src = dataUrl(n);
  return {
    record: n,
    status: statusLabel(n),
    publishAtLocal: n.publishAt ? dateToMadridLocal(n.publishAt) : '',
    values: {
      id: n.id,
      title: htmlToText(n.title),
      date: n.date,
      summary: n.summary,
      body: n.body,
      link: n.link,
      slug: n.slug ?? '',
      metaDescription: n.metaDescription,
      imageAlt: n.imageAlt,
      version: n.version,
      image:
        info && src
          ? { src, width: info.width, height: info.height, kb: Math.round(n.image!.byteLength / 1024) }
          : null,
    },
  };
}

/** The public view of an item, whatever its status, with its picture inline (the preview). */
export async function previewView(id: number): Promise<NewsView | null> {
  const n = await findNews(id);
  if (!n) return null;
  const view = toView(n);
  const src = dataUrl(n);
  return view.image && src ? { ...view, image: { ...view.image, src } } : view;
}
