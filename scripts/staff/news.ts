// `npm run staff -- news add|edit|remove|list`: publish, change and withdraw news.
// The servers need no notice: each one watches the news in the database and refreshes its pages
// within seconds of a change (lib/freshness).
import { readFileSync } from 'node:fs';
import { ZodError } from 'zod';
import { htmlToText } from '@/lib/news/html';
import { createNews, deleteNews, findNews, listAllNews, updateNews } from '@/lib/news/repository';
import { describeIssues, type NewsPatch } from '@/lib/news/schema';
import { command, defineArea, UsageError, type FlagValues } from './args';

const fieldFlags = {
  title: { type: 'string' },
  date: { type: 'string' },
  summary: { type: 'string' },
  'summary-file': { type: 'string' },
  body: { type: 'string' },
  'body-file': { type: 'string' },
  image: { type: 'string' },
  'no-image': { type: 'boolean' },
  link: { type: 'string' },
} as const;

type FieldValues = FlagValues<typeof fieldFlags>;

function fieldsOf(v: FieldValues): NewsPatch {
  const patch: NewsPatch = {};
  if (v.title !== undefined) patch.title = v.title;
  if (v.date !== undefined) patch.date = v.date;
  const summary = v['summary-file'] !== undefined ? readFileSync(v['summary-file'], 'utf8') : v.summary;
  if (summary !== undefined) patch.summary = summary;
  const body = v['body-file'] !== undefined ? readFileSync(v['body-file'], 'utf8') : v.body;
  if (body !== undefined) patch.body = body;
  if (v.link !== undefined) patch.link = v.link;
  if (v['no-image']) patch.image = null;
  else if (v.image !== undefined) patch.image = new Uint8Array(readFileSync(v.image));
  return patch;
}

function idOf(positional: string | undefined): number {
  if (!positional || !/^\d{1,9}$/.test(positional)) throw new UsageError('Falta el ID numérico de la noticia.');
  return Number(positional);
}

const SHOWN_SOON = 'Las páginas públicas de cada servidor lo mostrarán en unos segundos.';

export default defineArea({
  notes: `  --summary-file F / --body-file F   leen el HTML de un fichero en lugar de la línea de órdenes
El HTML se sanea al guardarlo (sin scripts, eventos, iframes, estilos ni enlaces javascript:).`,
  commands: {
    list: command({
      usage: 'news list',
      async run() {
        const all = await listAllNews();
        if (!all.length) console.log('No hay noticias.');
        for (const n of all) {
          const flags = [n.image ? 'imagen' : 'sin imagen', n.link ? `enlace ${n.link}` : '']
            .filter(Boolean)
            .join(', ');
          console.log(`${String(n.id).padStart(4)}  ${n.date}  ${htmlToText(n.title)}  (${flags})`);
        }
        return 0;
      },
    }),
    add: command({
      usage:
        'news add --title HTML --date AAAA-MM-DD --summary HTML --body HTML [--image fichero.png|jpg] [--link https://…]',
      flags: fieldFlags,
      async run({ flags }) {
        const f = fieldsOf(flags);
        const missing = (['title', 'date', 'summary', 'body'] as const).filter((k) => f[k] === undefined);
        if (missing.length) throw new UsageError(`Faltan: ${missing.map((m) => `--${m}`).join(', ')}`);
        const created = await createNews({
          title: f.title!,
          date: f.date!,
          summary: f.summary!,
          body: f.body!,
          link: f.link,
          image: f.image ?? null,
        });
        console.log(`Publicada la noticia ${created.id}: ${htmlToText(created.title)}`);
        console.log(SHOWN_SOON);
        return 0;
      },
    }),
    edit: command({
      usage:
        'news edit ID [--title …] [--date …] [--summary …] [--body …] [--image fichero | --no-image] [--link URL | --link ""]',
      flags: fieldFlags,
      positionals: ['ID'],
      async run({ flags, args }) {
        const id = idOf(args.ID);
        const patch = fieldsOf(flags);
        if (!Object.keys(patch).length) throw new UsageError('Nada que cambiar: indica al menos un campo.');
        const updated = await updateNews(id, patch);
        if (!updated) {
          console.error(`No existe la noticia ${id}.`);
          return 1;
        }
        console.log(`Noticia ${id} actualizada.`);
        console.log(SHOWN_SOON);
        return 0;
      },
    }),
    remove: command({
      usage: 'news remove ID',
      positionals: ['ID'],
      async run({ args }) {
        const id = idOf(args.ID);
        const existing = await findNews(id);
        if (!existing || !(await deleteNews(id))) {
          console.error(`No existe la noticia ${id}.`);
          return 1;
        }
        console.log(`Retirada la noticia ${id}: ${htmlToText(existing.title)}`);
        console.log(SHOWN_SOON);
        return 0;
      },
    }),
  },
  refusal: (error) => (error instanceof ZodError ? describeIssues(error) : undefined),
});
