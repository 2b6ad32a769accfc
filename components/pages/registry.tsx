// Which component renders each public page. The English mirror (/en/...) reads this map; the
// Spanish routes import their component directly so each page ships only its own islands.
import { createElement, type ReactNode } from 'react';
import { publicRoutes } from '@/lib/content/routes';
import type { Locale } from '@/lib/i18n/routing';
import { NewsPage } from '@/components/news/news-page';
import { BasicPage } from './basic-page';

export type PageComponent = (props: { locale: Locale }) => ReactNode | Promise<ReactNode>;

const specific: Record<string, PageComponent> = {
  '/blog': NewsPage,
};

export function pageComponent(path: string): PageComponent | undefined {
  if (specific[path]) return specific[path];
  if (!publicRoutes.some((r) => r.path === path)) return undefined;
  const Generic: PageComponent = ({ locale }) => <BasicPage locale={locale} path={path} />;
  return Generic;
}

/** The page at a Spanish path rendered for a locale, or undefined when there is none. */
export function renderPage(path: string, locale: Locale): ReactNode | undefined {
  const component = pageComponent(path);
  return component ? createElement(component, { locale }) : undefined;
}
