// The editor's form as the routes read it: the fields, the picture (a file, or quitar-imagen).
import 'server-only';
import { readMultipart } from '@/lib/http/body';
import type { EditorInput } from './editor';

/** A picture (2 MB) and the text fields fit in 3 MB. */
export const EDITOR_BODY_LIMIT = 3 * 1024 * 1024;

export async function readEditorForm(req: Request): Promise<{ input: EditorInput; version: number }> {
  const { fields: f, files } = await readMultipart(req, EDITOR_BODY_LIMIT);
  const input: EditorInput = {
    title: f.titulo ?? '',
    date: f.fecha ?? '',
    summary: f.resumen ?? '',
    body: f.cuerpo ?? '',
    link: f.enlace ?? '',
    slug: f.slug ?? '',
    metaDescription: f.meta ?? '',
    imageAlt: f.alt ?? '',
    image: f['quitar-imagen'] === '1' ? 'remove' : files.imagen,
  };
  return { input, version: /^\d{1,9}$/.test(f.version ?? '') ? Number(f.version) : -1 };
}
