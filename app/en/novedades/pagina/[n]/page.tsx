// /en/novedades/pagina/<n> — the versions' page n (2 or more; page 1 is /en/novedades). Built on first
// visit and kept like /en/novedades (the releases feed, lib/products/feed.ts); the route's parts:
// components/pages/releases-page.tsx.
import { releasesListRoute } from '@/components/pages/releases-page';

export const dynamicParams = true;

const route = releasesListRoute('en');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
