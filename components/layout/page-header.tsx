// Page header: title, subtitle, background picture, optional quick buttons.
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { company } from '@/lib/content/company';
import { contactHref } from '@/lib/enquiries/fields';
import { HeaderArt } from './header-art';

export interface PageHeaderProps {
  /** Defaults to the company name. */
  titulo?: string;
  /** Defaults to the message `Common._titulo`. */
  subtitulo?: string;
  /** A background picture under public/ (drawn by us); the default is our SVG art. */
  imagen?: string;
  /** Show the quick buttons: Veri*Factu, Academy, more information, 24x7 support. */
  conbotones?: boolean;
  /** Extra space on top when the navbar floats over the header (transparent variant). */
  underTransparentNav?: boolean;
  children?: ReactNode;
}

export async function PageHeader({
  titulo,
  subtitulo,
  imagen,
  conbotones = false,
  underTransparentNav = false,
  children,
}: PageHeaderProps) {
  const t = await getTranslations({ locale: 'es', namespace: 'Common' });
  const quick = [
    { label: t('verifactu'), href: '/soluciones/verifactu' },
    { label: t('academy'), href: '/academia' },
    { label: t('moreInfo'), href: contactHref('informacion') },
    { label: t('support24'), href: '/soporte' },
  ];
  return (
    <section
      className={`relative isolate overflow-hidden bg-slate-900 text-white ${underTransparentNav ? 'pt-28' : 'pt-14'} pb-14 sm:pb-20`}
    >
      {imagen ? (
        // eslint-disable-next-line @next/next/no-img-element -- decorative SVG backdrop of our own, no optimisation needed
        <img
          src={imagen}
          alt=""
          aria-hidden="true"
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40"
        />
      ) : (
        <HeaderArt />
      )}
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          {titulo ?? company.name}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-200">{subtitulo ?? t('_titulo')}</p>
        {children}
        {conbotones && (
          <ul className="mt-8 flex flex-wrap gap-3">
            {quick.map((q) => (
              <li key={q.href}>
                <a
                  href={q.href}
                  className="inline-block rounded-full bg-white/10 px-4 py-2 text-sm font-semibold ring-1 ring-white/30 hover:bg-white/20"
                >
                  {q.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
