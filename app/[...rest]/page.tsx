// Unknown page paths go to /index (spec §2); unknown files (with an extension) are a plain 404.
import { notFound, permanentRedirect, redirect } from 'next/navigation';

/** Capitalised spellings seen in the wild (spec §2). Kept out of next.config redirects, which match case-insensitively. */
const ALIASES: Record<string, string> = {
  'Soluciones/Othello': '/soluciones/othello',
  'Soluciones/verifactu': '/soluciones/verifactu',
};

export default async function UnknownPath({ params }: { params: Promise<{ rest: string[] }> }) {
  const { rest } = await params;
  const alias = ALIASES[rest.join('/')];
  if (alias) permanentRedirect(alias);
  const last = rest.at(-1) ?? '';
  if (/\.[a-z0-9]{1,8}$/i.test(last)) notFound();
  redirect('/index');
}
