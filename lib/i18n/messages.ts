// Messages per locale. English holds a subset and falls back to Spanish key by key.
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import type { Locale } from './routing';

type Tree = { [key: string]: string | Tree };

function merge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = base[k];
    out[k] = typeof v === 'object' && typeof b === 'object' ? merge(b, v) : v;
  }
  return out;
}

const byLocale: Record<Locale, Tree> = { es, en: merge(es, en) };

export function messagesFor(locale: Locale): typeof es {
  return byLocale[locale] as typeof es;
}
