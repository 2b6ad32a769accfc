// Canned replies staff keep (/gestion/soporte/respuestas): a title and a text, picked on a case's
// page to fill the reply box, where it is edited before sending. A short list (read whole, at most
// CANNED_SHOWN, along the unique index on the title); every change audited.
import 'server-only';
import { audit, type Operator } from '@/lib/account/staff/audit';
import { db } from '@/lib/db';
import type { FormAnswer } from '@/lib/http/answer';
import { isPlainLine, stripControlCharacters } from '@/lib/text/control-characters';
import { CASE_LIMITS } from '../fields';

export const CANNED_TITLE_MAX = 100;
export const CANNED_TEXT_MAX = CASE_LIMITS.text;
/** More than a team keeps; the list stays one short page. */
export const CANNED_SHOWN = 200;

export interface CannedReplyRow {
  id: number;
  title: string;
  text: string;
  updatedAt: Date;
}

/** The canned replies by title. */
export function listCannedReplies(): Promise<CannedReplyRow[]> {
  return db().cannedReply.findMany({
    orderBy: { title: 'asc' },
    take: CANNED_SHOWN,
    select: { id: true, title: true, text: true, updatedAt: true },
  });
}

type Form = Record<string, string | undefined>;

function fieldsOf(form: Form): { title: string; text: string } | string {
  const title = (form.titulo ?? '').trim();
  const text = stripControlCharacters((form.texto ?? '').replace(/\r\n?/g, '\n')).trim();
  if (!title) return 'Escribe un título.';
  if (title.length > CANNED_TITLE_MAX || !isPlainLine(title))
    return `El título va en una línea de hasta ${CANNED_TITLE_MAX} caracteres.`;
  if (!text) return 'Escribe el texto de la respuesta.';
  if (text.length > CANNED_TEXT_MAX)
    return `El texto admite ${CANNED_TEXT_MAX.toLocaleString('es-ES')} caracteres como máximo.`;
  return { title, text };
}

const taken = (title: string): FormAnswer => ({
  ok: false,
  kind: 'conflict',
  message: `Ya hay una respuesta con el título «${title}».`,
});

const isUniqueClash = (error: unknown) => (error as { code?: string }).code === 'P2002';

/** A new canned reply (form `titulo`, `texto`). */
export async function createCannedReply(who: Operator, form: Form): Promise<FormAnswer> {
  const fields = fieldsOf(form);
  if (typeof fields === 'string') return { ok: false, message: fields };
  if ((await db().cannedReply.count()) >= CANNED_SHOWN)
    return { ok: false, kind: 'conflict', message: `Ya hay ${CANNED_SHOWN} respuestas: borre alguna antes.` };
  try {
    await db().$transaction(async (tx) => {
      const row = await tx.cannedReply.create({ data: { ...fields, updatedById: who.actor?.id ?? null } });
      await audit(
        who,
        {
          action: 'canned-reply.created',
          objectType: 'respuesta',
          objectId: row.id,
          changes: { título: fields.title },
        },
        tx,
      );
    });
  } catch (error) {
    if (isUniqueClash(error)) return taken(fields.title);
    throw error;
  }
  return { ok: true, message: `Respuesta «${fields.title}» guardada.` };
}

/** Changes a canned reply (form `titulo`, `texto`); null when there is none. */
export async function updateCannedReply(who: Operator, id: number, form: Form): Promise<FormAnswer | null> {
  const fields = fieldsOf(form);
  if (typeof fields === 'string') return { ok: false, message: fields };
  try {
    return await db().$transaction(async (tx) => {
      const before = await tx.cannedReply.findUnique({ where: { id } });
      if (!before) return null;
      if (before.title === fields.title && before.text === fields.text) return { ok: true, message: 'Sin cambios.' };
      await tx.cannedReply.update({ where: { id }, data: { ...fields, updatedById: who.actor?.id ?? null } });
      await audit(
        who,
        {
          action: 'canned-reply.updated',
          objectType: 'respuesta',
          objectId: id,
          changes: {
            ...(before.title !== fields.title ? { título: [before.title, fields.title] as [string, string] } : {}),
            ...(before.text !== fields.text ? { texto: 'cambiado' } : {}),
          },
        },
        tx,
      );
      return { ok: true, message: `Respuesta «${fields.title}» guardada.` };
    });
  } catch (error) {
    if (isUniqueClash(error)) return taken(fields.title);
    throw error;
  }
}

/** Deletes a canned reply; null when there is none. */
export async function deleteCannedReply(who: Operator, id: number): Promise<FormAnswer | null> {
  return db().$transaction(async (tx) => {
    const before = await tx.cannedReply.findUnique({ where: { id }, select: { title: true } });
    if (!before) return null;
    await tx.cannedReply.delete({ where: { id } });
    await audit(
      who,
      { action: 'canned-reply.deleted', objectType: 'respuesta', objectId: id, changes: { título: before.title } },
      tx,
    );
    return { ok: true, message: `Respuesta «${before.title}» borrada.` };
  });
}
