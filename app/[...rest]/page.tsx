// Unknown page paths go to /index (old links and mistyped addresses land on the home page), but a
// page's own path in other capitals (`/soluciones/Othello`) goes to that page; unknown files (with
// an extension) are a plain 404.
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { pageAddressIgnoringCase } from '@/lib/content/page-address';

export default async function UnknownPath({ params }: { params: Promise<{ rest: string[] }> }) {
  const { rest } = await params;
  const last = rest.at(-1) ?? '';
  if (/\.[a-z0-9]{1,8}$/i.test(last)) notFound();
  const page = pageAddressIgnoringCase(`/${rest.join('/')}`);
  if (page) permanentRedirect(page);
  redirect('/index');
}
