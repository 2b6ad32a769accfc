// /gestion/noticias/:id/vista-previa: the item as /blog and its article page will show it, with the
// public components themselves, whatever its status.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NewsArticleBody } from '@/components/news/news-article';
import { NewsCard } from '@/components/news/news-page';
import { previewView } from '@/lib/news/staff/view';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Vista previa' };

export default async function NewsPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffPage('/gestion/noticias/[id]/vista-previa');
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const item = await previewView(Number(id));
  if (!item) notFound();
  const t = await getTranslations({ locale: 'es', namespace: 'News' });
  return (
    <>
      <p>
        <Link href={`/gestion/noticias/${item.id}`} className="text-brand-800 underline">
          ← Volver a editar
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">Vista previa</h1>
      <h2 className="mt-6 text-lg font-semibold text-navy-900">En /blog</h2>
      <div className="mt-3 bg-slate-50">
        <NewsCard item={item} t={t} first />
      </div>
      <h2 className="mt-10 text-lg font-semibold text-navy-900">En su página, /blog/{item.slug}</h2>
      <div className="mt-3 rounded-lg bg-slate-50 ring-1 ring-slate-200">
        <div className="bg-navy-900 px-6 py-8 text-white">
          <p className="text-2xl font-bold">{item.titleText}</p>
          <p className="mt-1">{item.dateLabel}</p>
        </div>
        <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <NewsArticleBody item={item} t={t} />
        </article>
      </div>
    </>
  );
}
