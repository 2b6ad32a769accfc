// Expires the news data and every page built from it in this process: the next request rebuilds
// them (other instances follow within the pages' revalidation floor, lib/news/view.ts).
import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { NEWS_CACHE_TAG } from './view';

export function revalidateNewsPages(): void {
  revalidateTag(NEWS_CACHE_TAG, { expire: 0 });
  for (const path of ['/blog', '/en/blog', '/blog/rss.xml', '/sitemap.xml']) revalidatePath(path);
  revalidatePath('/blog/[slug]', 'page');
}
