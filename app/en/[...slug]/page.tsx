// The English mirror of every public page: same content (Spanish), English menu, canonical to
// the Spanish URL. Pre-rendered at build time; an unknown path goes to /index like in Spanish.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { renderPage } from '@/components/pages/registry';
import { isPublicPath, publicPages } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = { slug: string[] };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  // The English home is app/en/page.tsx: Next.js treats a last segment `index` as the folder itself.
  return publicPages.filter((r) => r.path !== '/index').map((r) => ({ slug: r.path.slice(1).split('/') }));
}

function pathOf(slug: string[]): string {
  return `/${slug.join('/')}`;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const path = pathOf((await params).slug);
  return isPublicPath(path) ? pageMetadata(path, 'en') : {};
}

export default async function EnglishPage({ params }: { params: Promise<Params> }) {
  const path = pathOf((await params).slug);
  const page = renderPage(path, 'en');
  if (page === undefined) redirect('/index');
  return page;
}
