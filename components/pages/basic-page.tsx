// A page with its frame and header only: the body is given by the caller.
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/page-frame';
import { pageText } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/routing';

export function BasicPage({ locale, path, children }: { locale: Locale; path: string; children?: ReactNode }) {
  const text = pageText(path);
  return (
    <PageFrame locale={locale} path={path} header={{ titulo: text.heading ?? text.title, subtitulo: text.subtitle ?? text.description }}>
      {children}
    </PageFrame>
  );
}
