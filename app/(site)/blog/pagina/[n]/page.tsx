// /blog/pagina/<n> — the news list's page n (2 or more; page 1 is /blog). Built on first visit and
// kept like /blog (the news feed, lib/news/feed.ts); the route's parts: components/news/news-list-route.tsx.
import { newsListRoute } from '@/components/news/news-list-route';

export const dynamicParams = true;

const route = newsListRoute('es');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
