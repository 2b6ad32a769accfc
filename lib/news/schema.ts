// What staff may store as a news item: one zod schema for the staff tool and the repository.
// The HTML fields are sanitised here, so whatever is stored is already safe.
import { z } from 'zod';
import { isIsoDate } from './date';
import { htmlToText, safeExternalLink, sanitizeRichHtml, sanitizeTitleHtml } from './html';
import { imageInfo, MAX_IMAGE_BYTES, type ImageType } from './image';

const html = (sanitize: (s: string) => string, label: string, maxText: number) =>
  z
    .string()
    .max(100_000, `${label}: demasiado largo`)
    .transform((s) => sanitize(s))
    .refine((s) => htmlToText(s).length > 0, `${label}: no puede quedar vacío`)
    .refine((s) => htmlToText(s).length <= maxText, `${label}: más de ${maxText} caracteres de texto`);

export const newsImageSchema = z
  .instanceof(Uint8Array)
  .refine((b) => b.byteLength <= MAX_IMAGE_BYTES, `imagen: más de ${MAX_IMAGE_BYTES / 1024 / 1024} MB`)
  .transform((bytes, ctx) => {
    const info = imageInfo(bytes);
    if (!info) {
      ctx.addIssue({ code: 'custom', message: 'imagen: debe ser un JPEG, un PNG o un WebP' });
      return z.NEVER;
    }
    return { bytes, type: info.type as ImageType };
  });

export const newsInputSchema = z.object({
  title: html(sanitizeTitleHtml, 'título', 200),
  date: z.string().trim().refine(isIsoDate, 'fecha: debe ser AAAA-MM-DD'),
  summary: html(sanitizeRichHtml, 'descripción corta', 1000),
  body: html(sanitizeRichHtml, 'descripción', 20_000),
  link: z
    .string()
    .trim()
    .default('')
    .refine((s) => s === '' || safeExternalLink(s) !== '', 'enlace: debe ser una URL http(s) completa')
    .transform((s) => safeExternalLink(s)),
  /** null: no image. */
  image: newsImageSchema.nullable().default(null),
});

export type NewsInput = z.input<typeof newsInputSchema>;
export type NewsData = z.output<typeof newsInputSchema>;

/** An edit: any subset of the fields; `image: null` removes the picture. */
export const newsPatchSchema = newsInputSchema.partial();
export type NewsPatch = z.input<typeof newsPatchSchema>;

/** zod issues as one Spanish line each. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => i.message).join('\n');
}
