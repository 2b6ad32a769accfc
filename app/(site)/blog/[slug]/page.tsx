// /blog/<id>-<slug> — one news item. Built on first visit and kept like /blog (the news feed, lib/news/feed.ts).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsArticlePage } from '@/components/news/news-article';
import { newsMetadata } from '@/lib/news/seo';
import { idFromSlug } from '@/lib/news/slug';
import { publishedNewsItem } from '@/lib/news/view';

export const dynamicParams = true;

type Params = { slug: string };

// The build has no database: items are rendered on their first request, then cached.
export function generateStaticParams(): Params[] {
  return [];
}

async function itemOf(params: Promise<Params>) {
  const id = idFromSlug((await params).slug);
  return id === null ? null : publishedNewsItem(id);
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const item = await itemOf(params);
  return item ? newsMetadata(item) : {};
}

export default async function Page({ params }: { params: Promise<Params> }) {
  const item = await itemOf(params);
  if (!item) notFound();
  // An old or mistyped slug shows the same item; its canonical link names the current address.
  // (No redirect: Next 16.4 sends a redirect from a cached page with its Location header twice,
  // which browsers join into one broken address.)
  return <NewsArticlePage item={item} />;
}
