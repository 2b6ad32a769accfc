'use client';
// The product carousel's place on /micuenta: its heading at once, the slides (swiper and its CSS)
// only when the visitor scrolls near them, so the page's first load carries none of it.
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

const ProductCarousel = dynamic(() => import('./product-carousel').then((m) => m.ProductCarousel), {
  ssr: false,
  loading: () => <div className="min-h-[22rem]" />,
});

export function LazyProductCarousel() {
  const t = useTranslations('Account');
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '400px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  return (
    <section ref={ref} aria-label={t('carouselLabel')} className="mt-12" data-testid="product-carousel">
      <h2 className="text-xl font-semibold text-slate-900">{t('productsTitle')}</h2>
      {near ? <ProductCarousel /> : <div className="min-h-[22rem]" />}
    </section>
  );
}
