// Building blocks shared by the public pages: breadcrumbs (visible and JSON-LD), sections,
// feature grids, licence prices and the call to action.
import type { ReactNode } from 'react';
import { CALLBACK_ANCHOR } from '@/components/forms/callback-anchor';
import { JsonLd } from '@/components/seo/json-ld';
import { company } from '@/lib/content/company';
import { contactHref } from '@/lib/enquiries/fields';
import { type PriceId, VAT_NOTE, formatEuros, prices } from '@/lib/content/prices';
import type { Feature } from '@/lib/content/solutions';
import { type Locale, localePath } from '@/lib/i18n/routing';
import { breadcrumbLd, breadcrumbTrail } from '@/lib/seo/structured-data';

export function CheckIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

export function Breadcrumbs({ path, locale }: { path: string; locale: Locale }) {
  const trail = breadcrumbTrail(path);
  return (
    <>
      <nav aria-label="Migas de pan" className="border-b border-slate-200 bg-slate-50">
        <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-3 text-sm text-slate-600 sm:px-6">
          {trail.map((c, i) => {
            const last = i === trail.length - 1;
            return (
              <li key={c.path} className="flex items-center gap-2">
                {i > 0 && <span aria-hidden="true">›</span>}
                {last ? (
                  <span aria-current="page" className="font-semibold text-slate-800">
                    {c.name}
                  </span>
                ) : (
                  <a
                    href={
                      c.path.startsWith('/index#')
                        ? `${localePath('/index', locale)}${c.path.slice(6)}`
                        : localePath(c.path, locale)
                    }
                    className="underline-offset-2 hover:text-teal-800 hover:underline"
                  >
                    {c.name}
                  </a>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbLd(path)} />
    </>
  );
}

interface SectionProps {
  id?: string;
  title: string;
  intro?: string;
  tone?: 'white' | 'muted' | 'dark';
  children?: ReactNode;
}

export function Section({ id, title, intro, tone = 'white', children }: SectionProps) {
  const bg = tone === 'muted' ? 'bg-slate-50' : tone === 'dark' ? 'bg-navy-900 text-white' : 'bg-white';
  const headingId = id ? `${id}-titulo` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={`${bg} py-14 sm:py-20`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2
          id={headingId}
          className={`text-2xl font-bold tracking-tight sm:text-3xl ${tone === 'dark' ? 'text-white' : 'text-slate-900'}`}
        >
          {title}
        </h2>
        {intro && (
          <p className={`mt-3 max-w-3xl text-lg ${tone === 'dark' ? 'text-slate-200' : 'text-slate-600'}`}>{intro}</p>
        )}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

export function FeatureGrid({ features, columns = 3 }: { features: Feature[]; columns?: 2 | 3 }) {
  return (
    <ul
      className={`grid gap-6 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''} ${features.length % 4 === 0 && features.length % 3 !== 0 ? 'xl:grid-cols-4' : ''}`}
    >
      {features.map((f) => (
        <li key={f.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-teal-50 text-teal-800">
            <CheckIcon />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{f.title}</h3>
          <p className="mt-2 leading-7 text-slate-600">{f.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function PriceList({ ids }: { ids: PriceId[] }) {
  return (
    <div>
      <ul className={`grid gap-4 sm:grid-cols-2 ${ids.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
        {ids.map((id) => (
          <li key={id} className="rounded-2xl border border-teal-200 bg-white p-6">
            <p className="text-sm font-semibold text-slate-600">{prices[id].label}</p>
            <p className="mt-2 text-slate-900">
              <span className="text-sm">desde </span>
              <span className="text-3xl font-bold text-teal-800">{formatEuros(prices[id].from)}</span>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600">{VAT_NOTE}</p>
    </div>
  );
}

export function CtaBand({ title = '¿Lo vemos con tus datos?', text }: { title?: string; text?: string }) {
  return (
    <section aria-labelledby="cta-titulo" className="bg-teal-800 py-14 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-titulo" className="text-2xl font-bold sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-teal-50">
            {text ??
              'Te enseñamos la suite en una demostración de 30 minutos, sin compromiso, y te preparamos un presupuesto a la medida de tu hotel.'}
          </p>
        </div>
        <ul className="flex flex-wrap gap-3">
          <li>
            <a
              href={contactHref('demo')}
              className="inline-block rounded-full bg-white px-6 py-3 font-semibold text-teal-900 hover:bg-teal-50"
            >
              Solicitar una demo
            </a>
          </li>
          <li>
            <a
              href={`/contacto#${CALLBACK_ANCHOR}`}
              className="inline-block rounded-full px-6 py-3 font-semibold text-white ring-2 ring-white/70 hover:bg-white/10"
            >
              Que me llamen
            </a>
          </li>
          <li>
            <a
              href={`tel:${company.phones.sales.tel}`}
              className="inline-block rounded-full px-6 py-3 font-semibold text-white ring-2 ring-white/70 hover:bg-white/10"
            >
              Llamar al {company.phones.sales.label}
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}

export function Prose({ children }: { children: ReactNode }) {
  return <div className="prose-content mx-auto max-w-3xl px-4 py-12 sm:px-6">{children}</div>;
}
