// The news editor of the back office (redacción, administración): drafts, saves refused when
// someone else saved first (version check), publish now or at a time, withdraw, delete. Whatever
// the editor sends is validated and sanitised by the one news schema (schema.ts, html.ts); every
// change is audited (changed fields before → after) and a change visitors can see refreshes the
// news pages at once here (every other instance's watcher follows within seconds, lib/freshness).
import 'server-only';
import { changedFields, recordAudit, type Change } from '@/lib/audit/trail';
import { refreshFeeds } from '@/lib/freshness/refresh';
import type { Refused } from '@/lib/http/answer';
import type { StaffSession } from '@/lib/staff/session';
import { htmlToText } from '../html';
import { newsFeed } from '../feed';
import { imageInfo, MAX_IMAGE_BYTES } from '../image';
import { madridLocalToDate } from '../madrid-time';
import {
  createDraft,
  deleteNews,
  findNews,
  saveIfVersion,
  setNewsStatus,
  slugTaken,
  type EditorFields,
  type NewsRecord,
} from '../repository';
import { describeIssues, newsInputSchema } from '../schema';
import { slugify } from '../slug';

export type NewsStatusLabel = 'Borrador' | 'Programada' | 'Publicada' | 'Retirada';

export function statusLabel(n: Pick<NewsRecord, 'status' | 'publishAt'>, now = new Date()): NewsStatusLabel {
  if (n.status === 'draft') return 'Borrador';
  if (n.status === 'withdrawn') return 'Retirada';
  return n.publishAt && n.publishAt > now ? 'Programada' : 'Publicada';
}

/** Whether visitors see it now (or will without anyone acting): then a change must reach the pages. */
function visible(n: Pick<NewsRecord, 'status'> | null): boolean {
  return n?.status === 'published';
}

/** `version`: the item's version after a save, which the editor's next save sends (its autosave goes on from it). */
export type EditorAnswer = { ok: true; message: string; id?: number; then?: string; version?: number } | Refused;

export interface EditorInput {
  title: string;
  date: string;
  summary: string;
  body: string;
  link: string;
  slug: string;
  metaDescription: string;
  imageAlt: string;
  /** A new picture's bytes, or 'remove', or undefined to keep it. */
  image?: Uint8Array | 'remove';
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Validates and sanitises; the fields to store, or the Spanish reasons why not. */
async function fieldsFrom(
  input: EditorInput,
  current: NewsRecord | null,
): Promise<{ fields: EditorFields } | { message: string }> {
  const problems: string[] = [];
  let image: EditorFields['image'];
  if (input.image === 'remove') image = null;
  else if (input.image) {
    if (input.image.byteLength > MAX_IMAGE_BYTES) problems.push('imagen: más de 2 MB');
    else if (!imageInfo(input.image)) problems.push('imagen: debe ser un JPEG, un PNG o un WebP');
  }
  const parsed = newsInputSchema.safeParse({
    // The title field is plain text: what is typed is shown as typed.
    title: escapeHtml(input.title.trim()),
    date: input.date,
    summary: input.summary,
    body: input.body,
    link: input.link,
    image: input.image && input.image !== 'remove' && !problems.length ? input.image : null,
  });
  if (!parsed.success) problems.push(...describeIssues(parsed.error).split('\n'));
  // Left empty, the address follows the title (the id in front keeps it unique); typed, it is kept
  // as typed and must be unique.
  const slug = input.slug.trim() ? slugify(input.slug) : null;
  if (slug === '') problems.push('dirección: usa letras o números');
  else if (slug && (await slugTaken(slug, current?.id))) problems.push(`dirección: «${slug}» ya la usa otra noticia`);
  const metaDescription = input.metaDescription.replace(/\s+/g, ' ').trim();
  if (metaDescription.length > 160) problems.push('descripción para buscadores: 160 caracteres como máximo');
  const imageAlt = input.imageAlt.replace(/\s+/g, ' ').trim().slice(0, 250);
  const willHaveImage = input.image === 'remove' ? false : input.image ? true : Boolean(current?.image);
  if (willHaveImage && !imageAlt) problems.push('texto alternativo: describe la imagen para quien no la ve');
  if (problems.length || !parsed.success) return { message: problems.join('\n') };
  if (input.image && input.image !== 'remove' && parsed.data.image)
    image = { bytes: parsed.data.image.bytes, type: parsed.data.image.type };
  return {
    fields: {
      title: parsed.data.title,
      date: parsed.data.date,
      summary: parsed.data.summary,
      body: parsed.data.body,
      link: parsed.data.link,
      slug,
      metaDescription,
      imageAlt: willHaveImage ? imageAlt : '',
      image,
    },
  };
}

/** What the audit keeps of an item: its fields as text (the HTML's text), the picture as a size. */
function auditView(
  n: Pick<NewsRecord, 'title' | 'date' | 'summary' | 'body' | 'link' | 'slug' | 'metaDescription' | 'imageAlt'> & {
    image?: Uint8Array | null;
  },
) {
  return {
    título: htmlToText(n.title),
    fecha: n.date,
    descripciónCorta: htmlToText(n.summary),
    cuerpo: htmlToText(n.body),
    enlace: n.link,
    dirección: n.slug ?? '',
    metaDescripción: n.metaDescription,
    textoAlternativo: n.imageAlt,
    imagen: n.image ? `${Math.round(n.image.byteLength / 1024)} kB` : '',
  };
}

const actorOf = (s: StaffSession) => ({ id: s.staffId, email: s.email });

export async function createNewsDraft(staff: StaffSession, input: EditorInput, client: string): Promise<EditorAnswer> {
  const result = await fieldsFrom(input, null);
  if ('message' in result) return { ok: false, message: result.message };
  const created = await createDraft(result.fields);
  const changes = changedFields(
    auditView({ title: '', date: '', summary: '', body: '', link: '', slug: '', metaDescription: '', imageAlt: '' }),
    auditView({ ...result.fields, image: result.fields.image?.bytes ?? null }),
  );
  await recordAudit({
    actor: actorOf(staff),
    action: 'news.created',
    objectType: 'noticia',
    objectId: created.id,
    changes,
    client,
  });
  return { ok: true, message: 'Borrador guardado.', id: created.id, then: `/gestion/noticias/${created.id}` };
}

export const CONFLICT_MESSAGE =
  'Otra persona ha guardado esta noticia mientras la editabas, así que no se ha guardado tu versión. Tus cambios siguen en el formulario: cópialos, recarga la página y vuelve a aplicarlos.';

export async function saveNews(
  staff: StaffSession,
  id: number,
  version: number,
  input: EditorInput,
  client: string,
): Promise<EditorAnswer | null> {
  const current = await findNews(id);
  if (!current) return null;
  if (current.version !== version) return { ok: false, message: CONFLICT_MESSAGE, kind: 'conflict' };
  const result = await fieldsFrom(input, current);
  if ('message' in result) return { ok: false, message: result.message };
  const saved = await saveIfVersion(id, version, result.fields);
  if (!saved) return { ok: false, message: CONFLICT_MESSAGE, kind: 'conflict' };
  const changes: Record<string, Change> = changedFields(auditView(current), auditView(saved));
  if (Object.keys(changes).length)
    await recordAudit({
      actor: actorOf(staff),
      action: 'news.updated',
      objectType: 'noticia',
      objectId: id,
      changes,
      client,
    });
  if (visible(saved)) refreshFeeds([newsFeed]);
  return { ok: true, message: 'Guardado.', version: saved.version };
}

export type StatusAction = 'publish' | 'schedule' | 'withdraw' | 'draft';

export async function changeNewsStatus(
  staff: StaffSession,
  id: number,
  action: StatusAction,
  atLocal: string,
  client: string,
  now = new Date(),
): Promise<EditorAnswer | null> {
  const current = await findNews(id);
  if (!current) return null;
  let target: { status: 'draft' | 'published' | 'withdrawn'; publishAt: Date | null };
  if (action === 'schedule') {
    const at = madridLocalToDate(atLocal);
    if (!at) return { ok: false, message: 'Indica el día y la hora de publicación.' };
    if (at <= now)
      return { ok: false, message: 'La hora de publicación ya ha pasado: elige una futura o publica ahora.' };
    target = { status: 'published', publishAt: at };
  } else if (action === 'publish') target = { status: 'published', publishAt: null };
  else if (action === 'withdraw') target = { status: 'withdrawn', publishAt: null };
  else target = { status: 'draft', publishAt: null };
  const updated = await setNewsStatus(id, target.status, target.publishAt);
  if (!updated) return null;
  const before = { estado: statusLabel(current, now), publicación: current.publishAt?.toISOString() ?? '' };
  const after = { estado: statusLabel(updated, now), publicación: updated.publishAt?.toISOString() ?? '' };
  const audit = (
    {
      publish: 'news.published',
      schedule: 'news.scheduled',
      withdraw: 'news.withdrawn',
      draft: 'news.drafted',
    } as const
  )[action];
  await recordAudit({
    actor: actorOf(staff),
    action: audit,
    objectType: 'noticia',
    objectId: id,
    changes: changedFields(before, after),
    client,
  });
  if (visible(current) || visible(updated)) refreshFeeds([newsFeed]);
  const message = {
    publish: 'Publicada.',
    schedule: 'Programada.',
    withdraw: 'Retirada de la web.',
    draft: 'Vuelve a ser un borrador.',
  }[action];
  return { ok: true, message };
}

export async function deleteNewsItem(staff: StaffSession, id: number, client: string): Promise<EditorAnswer | null> {
  const current = await findNews(id);
  if (!current || !(await deleteNews(id))) return null;
  await recordAudit({
    actor: actorOf(staff),
    action: 'news.deleted',
    objectType: 'noticia',
    objectId: id,
    changes: { título: htmlToText(current.title), estado: statusLabel(current) },
    client,
  });
  if (visible(current)) refreshFeeds([newsFeed]);
  return { ok: true, message: 'Noticia borrada.', then: '/gestion/noticias' };
}
