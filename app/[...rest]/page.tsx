// Unknown page paths go to /index (old links and mistyped addresses land on the home page);
// unknown files (with an extension) are a plain 404.
import { notFound, redirect } from 'next/navigation';

export default async function UnknownPath({ params }: { params: Promise<{ rest: string[] }> }) {
  const { rest } = await params;
  const last = rest.at(-1) ?? '';
  if (/\.[a-z0-9]{1,8}$/i.test(last)) notFound();
  redirect('/index');
}
